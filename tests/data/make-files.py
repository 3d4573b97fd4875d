#!/usr/bin/env python3
"""Makes tests/data/good/short-game.q1759 and the corpus of bad files in
tests/data/bad/ from a self-played record:

    quebec1759-cli selfplay --games 1 --seed 5 --save DIR
    tests/data/make-files.py DIR/game-5.q1759

Each bad file breaks one rule of docs/file-format.md; test-record.c and
test-scenario.c list the message each must give. Files too large to keep
(over 16 MiB, over 200,000 actions) are made by the tests themselves."""
import copy
import json
import os
import sys

here = os.path.dirname(os.path.abspath(__file__))
good_dir = os.path.join(here, "good")
bad_dir = os.path.join(here, "bad")


def dump(obj):
    return json.dumps(obj, indent=2, ensure_ascii=False) + "\n"


def write(directory, name, text):
    mode = "wb" if isinstance(text, bytes) else "w"
    with open(os.path.join(directory, name), mode) as f:
        f.write(text)


game = json.load(open(sys.argv[1]))
game["actions"] = game["actions"][:60]
# The corpus keeps the members of the first version 1 files (no
# "hide-information", no "dice"): old files must go on loading.
game["options"].pop("hide-information", None)
game["players"] = {"british": "Wolfe's staff", "french": "Montcalm's staff"}
game["created"] = game["modified"] = "2026-11-22T10:00:00Z"
game["annotations"] = [
    {"at": 25, "text": "The French line is complete.", "mark": {"zone": "BE"}},
    {"at": 30, "text": "Amphibious threat on Levis.", "mark": {"from": "OR", "to": "LE"}},
    {"at": 31, "text": "A plain note."},
]
game["bookmarks"] = [{"at": 0, "title": "Start"}, {"at": 25, "title": "Move 1"}]
write(good_dir, "short-game.q1759", dump(game))
scenario = json.load(open(os.path.join(good_dir, "quebec-at-move-10.q1759-setup")))
deployment = json.load(open(os.path.join(good_dir, "classic-deployment.q1759-setup")))


def bad_game(name, change):
    g = copy.deepcopy(game)
    change(g)
    write(bad_dir, name, dump(g))


def bad_setup(name, base, change):
    s = copy.deepcopy(base)
    change(s)
    write(bad_dir, name, dump(s))


def first(g, type_):
    for i, a in enumerate(g["actions"]):
        if a[0] == type_:
            return i
    raise KeyError(type_)


write(bad_dir, "not-json.q1759", "Quebec, 13 September 1759\n")
text = dump(game)
write(bad_dir, "truncated.q1759", text[: len(text) // 2])
write(bad_dir, "not-utf8.q1759", text.encode()[:200] + b"\xff\xfe" + text.encode()[200:])
write(bad_dir, "root-not-object.q1759", "[1, 2, 3]\n")
write(bad_dir, "deep-nesting.q1759", text.replace('"start"', '"x": ' + "[" * 40 + "]" * 40 + ', "start"', 1))
def set_at(i, j, value):
    def change(g):
        g["actions"][i][j] = value
    return change


bad_game("wrong-type.q1759", set_at(3, 1, 15))
bad_game("wrong-type-seed.q1759", lambda g: g.update(seed=1.5))
bad_game("missing-field.q1759", lambda g: g["actions"][5].pop())
bad_game("missing-actions.q1759", lambda g: g.pop("actions"))
bad_game("unknown-block.q1759", set_at(2, 1, "fr-nowhere"))
bad_game("unknown-zone.q1759", set_at(1, 2, "XY"))
bad_game("unknown-action-type.q1759", set_at(0, 0, "surrender"))
bad_game("extra-value.q1759", lambda g: g["actions"][4].append("LE"))


def misspelt(g):
    # The object form of an action, with a typo.
    place, block, zone = g["actions"][0]
    g["actions"][0] = {"type": place, "blok": block, "to": zone}


bad_game("misspelt-member.q1759", misspelt)


def impossible(g):
    s = copy.deepcopy(scenario)
    del s["format"], s["version"]
    s["blocks"]["fr-marine"]["zone"] = "OR"
    g["start"] = {"kind": "scenario", "scenario": s}
    g["actions"] = []
    g["annotations"] = []
    g["bookmarks"] = []


bad_game("impossible-position.q1759", impossible)


def illegal(g):
    i = first(g, "order-move")
    g["actions"][i] = ["order-move", "br-15th", "AB", "land"]


bad_game("illegal-action.q1759", illegal)


def illegal_twice(g):
    # Two refused actions: `validate --all` reports both, and a third that
    # follows from skipping the first two (test-cli-json.c).
    g["actions"][27] = ["order-move", "br-15th", "AB", "land"]
    g["actions"][40] = ["fire", "br-15th"]


bad_game("illegal-actions.q1759", illegal_twice)
bad_game("future-version.q1759", lambda g: g.update(version=5))
bad_game("die-out-of-range.q1759", lambda g: g.update(version=2, dice=[6, 26]))
bad_game("die-wrong-type.q1759", lambda g: g.update(version=2, dice=[6, "six"]))
bad_game("hiding-wrong-type.q1759", lambda g: g["options"].update({"hide-information": "yes"}))


def tides_start(g, dice, start_dice=None):
    s = copy.deepcopy(scenario)
    del s["format"], s["version"]
    s["options"]["tides"] = True
    if start_dice is not None:
        s["dice"] = start_dice
    g["version"] = 2
    g["options"]["tides"] = True
    g["start"] = {"kind": "scenario", "scenario": s}
    g["dice"] = dice
    g["actions"] = []
    g["annotations"] = []
    g["bookmarks"] = []


# The start rolls for the tides (23.0): a die of 7 does not fit.
bad_game("die-misfit.q1759", lambda g: tides_start(g, [7]))
bad_game("dice-in-start.q1759", lambda g: tides_start(g, [], [3]))
write(bad_dir, "wrong-format.q1759", dump(scenario))
bad_game("name-too-long.q1759", lambda g: g["players"].update(british="W" * 201))
bad_game("annotation-too-long.q1759", lambda g: g["annotations"][0].update(text="x" * 10001))
bad_game("annotation-out-of-range.q1759", lambda g: g["annotations"][0].update(at=9999))
bad_game("bad-date.q1759", lambda g: g.update(created="yesterday"))
# A what-if game's link to its original (qb-fork.h): "branched-from".
bad_game("branch-wrong-type.q1759", lambda g: g.update({"branched-from": 30}))
bad_game("branch-missing-at.q1759", lambda g: g.update({"branched-from": {"file": "game.q1759"}}))
bad_game("branch-out-of-range.q1759",
         lambda g: g.update({"branched-from": {"file": "game.q1759", "at": 61}}))
bad_game("branch-file-wrong-type.q1759",
         lambda g: g.update({"branched-from": {"file": 5, "at": 30}}))
bad_game("branch-empty-file.q1759", lambda g: g.update({"branched-from": {"file": "", "at": 30}}))
# The members of issue 16: glyphs, notes for one side, chapters.
bad_game("unknown-glyph.q1759", lambda g: g["annotations"][0].update(glyph="!!!"))
bad_game("glyph-wrong-type.q1759", lambda g: g["annotations"][0].update(glyph=1))
bad_game("note-empty-without-glyph.q1759", lambda g: g["annotations"][0].update(text=""))
bad_game("unknown-audience.q1759", lambda g: g["annotations"][0].update({"seen-by": "spectators"}))
bad_game("chapter-wrong-type.q1759", lambda g: g["bookmarks"][1].update(chapter="yes"))


def bad_game_compact(name, change):
    """As bad_game(), on one line: for the files with thousands of notes."""
    g = copy.deepcopy(game)
    change(g)
    write(bad_dir, name, json.dumps(g, separators=(",", ":"), ensure_ascii=False) + "\n")


# One note and one bookmark past the limits of qb-types.h (10,000, 1,000).
bad_game_compact("too-many-annotations.q1759",
                 lambda g: g.update(annotations=[{"at": i % 61, "text": "n"} for i in range(10001)]))
bad_game_compact("too-many-bookmarks.q1759",
                 lambda g: g.update(bookmarks=[{"at": i % 61, "title": "b"} for i in range(1001)]))

bad_setup("unknown-block.q1759-setup", scenario,
          lambda s: s["blocks"].update({"br-99th": {"zone": "OR", "cv": 4}}))
bad_setup("unknown-zone.q1759-setup", scenario, lambda s: s["blocks"]["br-15th"].update(zone="QC"))
bad_setup("unknown-river-area.q1759-setup", scenario, lambda s: s["ships"].update({"br-neptune": "AB"}))
bad_setup("cv-out-of-range.q1759-setup", scenario, lambda s: s["blocks"]["br-15th"].update(cv=7))
bad_setup("impossible-position.q1759-setup", scenario,
          lambda s: s["blocks"]["fr-marine"].update(zone="LE"))
bad_setup("incomplete-deployment.q1759-setup", deployment, lambda s: s["blocks"].pop("fr-bearn"))
bad_setup("illegal-deployment.q1759-setup", deployment,
          lambda s: s["blocks"]["fr-la-sarre"].update(zone="OR"))
bad_setup("future-version.q1759-setup", scenario, lambda s: s.update(version=5))
bad_setup("die-misfit.q1759-setup", scenario,
          lambda s: (s.update(version=2, dice=[9]), s["options"].update(tides=True)))
write(bad_dir, "wrong-format.q1759-setup", dump(game))

# JSON that json-glib reads but RFC 8259 does not (issue 11): the loader
# refuses each at its line and column before json-glib sees it.
write(bad_dir, "comment.q1759", text.replace('  "seed"', '  /* the dice */\n  "seed"', 1))
write(bad_dir, "single-quotes.q1759", text.replace('"seed"', "'seed'", 1))
write(bad_dir, "hex-number.q1759", text.replace('"seed": 5', '"seed": 0x5', 1))
write(bad_dir, "trailing-document.q1759", text + text)
write(bad_dir, "nan.q1759", text.replace('"seed": 5', '"seed": NaN', 1))
write(bad_dir, "lone-surrogate.q1759",
      text.replace('"A plain note."', '"A plain note \\ud800x"', 1))
write(bad_dir, "control-character.q1759",
      text.replace('"A plain note."', '"A plain\tnote."', 1))
write(bad_dir, "seed-past-64-bits.q1759",
      text.replace('"seed": 5', '"seed": -18446744073709551604', 1))
# Deep nesting that a bracket count skipping "strings" missed: the quote
# opens no string in a comment or in single quotes.
write(bad_dir, "nesting-in-comment.q1759",
      text.replace('  "start"', '  "x": /* " */ ' + "[" * 40 + "]" * 40 + ' /* " */,\n  "start"', 1))
write(bad_dir, "nesting-in-single-quotes.q1759",
      text.replace('  "start"', "  \"x\": ['\"', " + "[" * 40 + "]" * 40 + ", '\"'],\n  \"start\"", 1))

# Fuzzing seeds of the same classes (tests/fuzz/seeds), and the nesting
# that overflowed json-glib's stack, 150 KiB deep inside a comment's quote.
seeds_dir = os.path.join(here, "..", "fuzz", "seeds")
tiny = '{"format": "quebec1759-game", "version": 1, "options": {"edition": "revised"},\n' \
       ' "seed": 5, "start": {"kind": "standard"}, "actions": [], "annotations": [%s]}\n'
write(seeds_dir, "comment.q1759", tiny % '/* " */')
write(seeds_dir, "single-quotes.q1759", tiny % "{'at': 0, 'text': 'x'}")
write(seeds_dir, "surrogates.q1759",
      tiny % '{"at": 0, "text": "\\ud83d\\ude00 \\ud800x"}')
write(seeds_dir, "seed-past-64-bits.q1759", (tiny % "").replace('"seed": 5', '"seed": -18446744073709551604'))
write(seeds_dir, "deep-nesting-in-comment.q1759",
      tiny % ('/* " */ ' + "[" * 76800 + "]" * 76800))

# A position at any moment (format version 3, "state"): made by
# `quebec1759-cli position` and kept as good/mid-battle.q1759-setup; each
# bad file breaks one check of docs/file-format.md ("A position at any
# moment").
mid_battle = json.load(open(os.path.join(good_dir, "mid-battle.q1759-setup")))


def state_change(change):
    def apply(s):
        change(s["state"])
    return apply


bad_setup("state-unknown-phase.q1759-setup", mid_battle,
          state_change(lambda st: st.update(phase="lunch")))
bad_setup("state-cv-out-of-range.q1759-setup", mid_battle,
          state_change(lambda st: st["blocks"]["br-15th"].update(cv=9)))
bad_setup("state-decider-phase.q1759-setup", mid_battle,
          state_change(lambda st: st.update(phase="choose-battle")))
bad_setup("state-slot-without-battle.q1759-setup", mid_battle,
          state_change(lambda st: st["battle"].update(active=False) or st.update(phase="orders")))
bad_setup("state-missing-member.q1759-setup", mid_battle,
          state_change(lambda st: st["battle"].pop("turn")))
bad_setup("state-with-blocks.q1759-setup", mid_battle,
          lambda s: s.update(blocks={"br-15th": {"zone": "OR"}}))
bad_setup("state-unreachable.q1759-setup", mid_battle,
          state_change(lambda st: st["blocks"]["fr-ottawa"].update(at="OR", slot=None)))
bad_setup("state-in-deployment.q1759-setup", mid_battle, lambda s: s.update(kind="deployment"))
bad_setup("state-engine-check.q1759-setup", mid_battle,
          state_change(lambda st: st["blocks"]["fr-quebec-4"].update(at="pool")))
