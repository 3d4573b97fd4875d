#!/usr/bin/python3
"""Walk one process's accessible tree over AT-SPI, as a screen reader sees it.

Usage: a11y-tree.py PID

Prints one JSON object on stdout:
  "nodes":    how many accessible objects the tree holds;
  "problems": the interactive elements a screen reader cannot name: no name,
              a GType name ("GtkImage", "GtkButton"), a mnemonic underscore
              ("_New Game"), or the label said twice ("New Game New Game");
  "strings":  every name, description and text of the tree, so that the
              caller can check what the tree tells (hidden information);
  "headings": the names of the headings, with their level;
  "focusable": how many elements of the tree take the keyboard focus.

The whole tree is walked, shown or not: a screen reader can read what is
on a page the window does not show (a stack's other pages, the play page
behind the curtain), so those must be named, and hold nothing secret, too.
Used by test-a11y.c, which starts it while its main loop keeps running (the
toolkit answers AT-SPI from there).
"""
import json
import re
import sys

import gi

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # noqa: E402

# Roles a user acts on: each needs a name to be spoken.
INTERACTIVE = {
    "push button", "toggle button", "check box", "radio button", "entry",
    "password text", "combo box", "slider", "spin button", "menu item",
    "check menu item", "radio menu item", "link", "list item", "page tab",
    "switch", "tree item", "list", "list box", "tree", "table",
    "push button menu", "text", "menu",
}
GTYPE_NAME = re.compile(r"(Gtk|Adw|Qb)[A-Z][A-Za-z]*")
MNEMONIC = re.compile(r"(^|[^_])_[^_\s]")


def problem(role, name):
    if not name.strip():
        return "no name"
    if GTYPE_NAME.fullmatch(name):
        return "a type name"
    if MNEMONIC.search(name):
        return "a mnemonic underscore"
    words = name.split()
    half = len(words) // 2
    if half and len(words) % 2 == 0 and words[:half] == words[half:]:
        return "the label twice"
    return None


def text_of(node):
    """What an editable text holds (a label's text is its name already)."""
    try:
        return Atspi.Text.get_text(node, 0, Atspi.Text.get_character_count(node)) or ""
    except Exception:
        return ""


def main():
    pid = int(sys.argv[1])
    desktop = Atspi.get_desktop(0)
    app = None
    for i in range(desktop.get_child_count()):
        candidate = desktop.get_child_at_index(i)
        if candidate is not None and candidate.get_process_id() == pid:
            app = candidate
    if app is None:
        print(json.dumps({"error": f"no application with pid {pid} on the accessibility bus"}))
        return 1

    result = {"nodes": 0, "problems": [], "strings": [], "headings": [], "focusable": 0}
    stack = [(app, [])]
    while stack:
        node, path = stack.pop()
        result["nodes"] += 1
        role = node.get_role_name() or ""
        name = node.get_name() or ""
        # Labels and log rows have no description: one call less each.
        description = "" if role in ("label", "list item") else node.get_description() or ""
        text = text_of(node) if role in ("text", "entry", "password text") else ""
        for s in (name, description, text):
            if s:
                result["strings"].append(s)
        if role in INTERACTIVE and node.get_state_set().contains(Atspi.StateType.FOCUSABLE):
            result["focusable"] += 1
        if role == "heading":
            level = node.get_attributes().get("level", "")
            result["headings"].append(f"{level}:{name}")
        if role in INTERACTIVE:
            why = problem(role, name)
            if why is not None:
                result["problems"].append({"role": role, "name": name, "why": why,
                                           "path": " > ".join(path[-4:])})
        here = path + [f"{role} '{name[:24]}'"]
        for i in range(node.get_child_count() - 1, -1, -1):
            child = node.get_child_at_index(i)
            if child is not None:
                stack.append((child, here))
    print(json.dumps(result, ensure_ascii=False))
    return 0


if __name__ == "__main__":
    sys.exit(main())
