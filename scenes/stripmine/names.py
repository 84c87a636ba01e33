"""Players' names fitted to narrow panels, always whole: a cut like "Tumbl..." would read
the same for "Tumbleweed Tess" and "Tumbleweed Tom", and hides who is who from the sofa. A
name too wide for one line takes a second (split at the space that balances the lines
best), a word too wide for a line is broken inside; two players of the same name are
numbered."""

from __future__ import annotations

from sprites import theme


def _fits(line: str, size: int, width: int) -> bool:
    return theme.font(size).size(line)[0] <= width


def _balanced(name: str, size: int, width: int) -> list[str] | None:
    """The name on two lines split at a space, the most even split that fits."""
    words = name.split()
    splits = [[" ".join(words[:cut]), " ".join(words[cut:])] for cut in range(1, len(words))]
    fitting = [pair for pair in splits if all(_fits(line, size, width) for line in pair)]
    return min(fitting, key=lambda pair: abs(len(pair[0]) - len(pair[1])), default=None)


def _wrapped(name: str, size: int, width: int) -> list[str]:
    """The name wrapped at spaces, a word wider than a line broken where it must be."""
    lines: list[str] = []
    for word in name.split():
        joined = f"{lines[-1]} {word}" if lines else word
        if lines and _fits(joined, size, width):
            lines[-1] = joined
            continue
        while not _fits(word, size, width) and len(word) > 1:
            cut = max(1, max(n for n in range(1, len(word)) if _fits(word[:n], size, width) or n == 1))
            lines.append(word[:cut])
            word = word[cut:]
        lines.append(word)
    return lines or [name]


def name_lines(name: str, size: int, width: int) -> list[str]:
    """A name as lines of text `size` no wider than `width`: one if it fits, else as few as may be."""
    if _fits(name, size, width):
        return [name]
    return _balanced(name, size, width) or _wrapped(name, size, width)


def distinct_names(names: list[str], size: int, width: int) -> list[list[str]]:
    """Each name whole as lines of text `size` no wider than `width`; the same name twice is
    numbered in seat order, so no two players read alike."""
    shown = [
        name if names.count(name) == 1 else f"{name} {names[: seat + 1].count(name)}" for seat, name in enumerate(names)
    ]
    return [name_lines(name, size, width) for name in shown]
