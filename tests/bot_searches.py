"""Counting the strong Coal n' Write bot's turn searches: how many plans, how many of
their search steps, and how many plans were searched inside choose() (not thought ahead)."""

from game.coal_n_write.strong import StrongBot


def count_searches(monkeypatch) -> dict[str, int]:
    counts = {"plans": 0, "steps": 0, "in_choose": 0}
    planning, choose = StrongBot._planning, StrongBot.choose
    asked = [False]

    def counted_planning(self, *args):
        counts["plans"] += 1
        counts["in_choose"] += asked[0]
        search = planning(self, *args)
        while True:
            try:
                next(search)
            except StopIteration as done:
                return done.value
            counts["steps"] += 1
            yield

    def counted_choose(self, *args):
        asked[0] = True
        try:
            return choose(self, *args)
        finally:
            asked[0] = False

    monkeypatch.setattr(StrongBot, "_planning", counted_planning)
    monkeypatch.setattr(StrongBot, "choose", counted_choose)
    return counts
