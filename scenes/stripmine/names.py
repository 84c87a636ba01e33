"""Players' names fitted to narrow panels, each still telling its player
apart: with eight players a cut like "Tumbl..." would read the same for
"Tumbleweed Tess" and "Tumbleweed Tom". A name is shown whole if it can be,
on one line or two; otherwise shortened to a form no other player shares."""

from __future__ import annotations

from sprites import theme


def _fits(lines: list[str], size: int, width: int) -> bool:
    return all(theme.font(size).size(line)[0] <= width for line in lines)


def _two_lines(name: str) -> list[str] | None:
    """The name split at the space that balances the two lines best."""
    words = name.split()
    if len(words) < 2:
        return None
    splits = [(" ".join(words[:cut]), " ".join(words[cut:])) for cut in range(1, len(words))]
    first, second = min(splits, key=lambda pair: abs(len(pair[0]) - len(pair[1])))
    return [first, second]


def _fit_end(name: str, size: int, width: int) -> str:
    """The end of the name after "...", as much as fits."""
    if theme.font(size).size(name)[0] <= width:
        return name
    tail = name
    while tail and theme.font(size).size("..." + tail)[0] > width:
        tail = tail[1:]
    return "..." + tail.lstrip()


def _forms(name: str, size: int, width: int, lines: int) -> list[list[str]]:
    """Ways to show a name, best first: whole, whole on two lines, then
    shortened with initials so the part that tells players apart survives."""
    words = name.split() or [name]
    forms: list[list[str]] = [[name]]
    split = _two_lines(name)
    if split and lines >= 2:
        forms.append(split)
    if len(words) > 1:
        initials = " ".join(word[0] + "." for word in words[:-1])
        forms.append([f"{initials} {words[-1]}"])  # "T. Tess": the first name is often shared
        forms.append([f"{words[0]} {words[-1][0]}."])  # "Tumbleweed T."
        if lines >= 2:
            forms.append([" ".join(words[:-1]), words[-1]])
    forms.append([theme.fit(name, size, width)])
    forms.append([_fit_end(name, size, width)])  # names that differ only at the end
    fitting: list[list[str]] = []
    for form in forms:
        if _fits(form, size, width) and form not in fitting:
            fitting.append(form)
    return fitting


def distinct_names(names: list[str], size: int, width: int, lines: int = 2) -> list[list[str]]:
    """Each name as at most `lines` lines of text `size` no wider than `width`,
    no two players' shown names alike (a number tells identical names apart)."""
    options = [_forms(name, size, width, lines) for name in names]
    choice = [0] * len(names)

    def shown(seat: int) -> str:
        return " ".join(options[seat][choice[seat]])

    for _ in range(max(len(form) for form in options)):
        clashes = [seat for seat in range(len(names)) if [shown(s) for s in range(len(names))].count(shown(seat)) > 1]
        movable = [seat for seat in clashes if choice[seat] + 1 < len(options[seat])]
        if not movable:
            break
        for seat in movable:
            choice[seat] += 1
    result = [list(options[seat][choice[seat]]) for seat in range(len(names))]
    texts = [" ".join(lines_) for lines_ in result]
    for seat, text in enumerate(texts):
        if texts.count(text) > 1:  # the same name twice: number them in seat order
            number = f" {texts[: seat + 1].count(text)}"
            last = result[seat][-1]
            result[seat][-1] = theme.fit(last, size, width - theme.font(size).size(number)[0]) + number
    return result
