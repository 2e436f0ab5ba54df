#!/usr/bin/env python3
"""The migration guide against the CHANGELOG, run by .ci/migration.

usage: migration.py CHANGELOG.md Migrating.md

Reads the bullets under the "### Breaking" and "### Deprecated" headings of the CHANGELOG's
"## Unreleased" section (a bullet is a line starting with "- " and the indented lines after it).
For each, the first symbol in backticks must appear, as a whole name, inside backticks in a row of
one of the guide's change tables (those whose header starts "| Earlier spelling"), and the bullet must say "→" before its
replacement. Prints what is missing and exits 1; prints a summary and exits 0 when nothing is.
"""

import re
import sys

SECTIONS = ("breaking", "deprecated")


def unreleased(text):
    match = re.search(r"^## Unreleased[ \t]*\n(.*?)(?=^## |\Z)", text, re.M | re.S)
    return match.group(1) if match else None


def bullets(section_text):
    """(heading, bullet text) for each bullet under a Breaking or Deprecated heading."""
    found, heading, current = [], None, None
    for line in section_text.splitlines():
        if line.startswith("#"):
            title = line.lstrip("#").strip().lower()
            heading = title if title in SECTIONS else None
            current = None
            continue
        if heading is None:
            continue
        if line.startswith("- "):
            current = [line[2:].strip()]
            found.append((heading, current))
        elif current is not None and line.startswith((" ", "\t")) and line.strip():
            current.append(line.strip())
        else:
            current = None  # a blank line or a plain paragraph (a group's title) ends the bullet
    return [(heading, " ".join(parts)) for heading, parts in found]


def table_spans(guide_text):
    """Every backticked span in a row of the guide's change tables: the tables whose header's
    first cell is "Earlier spelling" (one row per change)."""
    spans, in_changes = [], False
    for line in guide_text.splitlines():
        row = line.strip()
        if not row.startswith("|"):
            in_changes = False
            continue
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        if cells and cells[0].lower() == "earlier spelling":
            in_changes = True
            continue
        if in_changes:
            spans += re.findall(r"`([^`]+)`", row)
    return spans


def appears(symbol, spans):
    pattern = re.compile(r"(^|[^\w./])" + re.escape(symbol) + r"($|[^\w])")
    return any(pattern.search(span) or span == symbol for span in spans)


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    changelog_path, guide_path = sys.argv[1:]
    with open(changelog_path, encoding="utf-8") as file:
        section = unreleased(file.read())
    if section is None:
        sys.exit(f"migration: {changelog_path} has no '## Unreleased' section")
    with open(guide_path, encoding="utf-8") as file:
        spans = table_spans(file.read())
    if not spans:
        sys.exit(f"migration: {guide_path} has no table rows with symbols in backticks")

    problems, checked = [], 0
    for heading, text in bullets(section):
        checked += 1
        symbols = re.findall(r"`([^`]+)`", text)
        label = text if len(text) <= 100 else text[:97] + "..."
        if not symbols:
            problems.append(f"{heading}: a bullet names no symbol in backticks: {label}")
            continue
        if "→" not in text:
            problems.append(f"{heading}: `{symbols[0]}` gives no replacement after '→'")
        if not appears(symbols[0], spans):
            problems.append(f"{heading}: `{symbols[0]}` has no row in {guide_path}")

    if checked == 0:
        print(f"migration: no Breaking or Deprecated bullets in {changelog_path}'s Unreleased section")
        return
    for problem in problems:
        print(f"migration: {problem}")
    if problems:
        print(
            f"migration: {len(problems)} problem(s). To fix, add a row to a table in {guide_path} "
            "whose cells name the bullet's first backticked symbol (earlier spelling | today's "
            "spelling | deprecation warning first? | what to do), and give every bullet its "
            "replacement after '→'.")
        sys.exit(1)
    print(f"migration: {checked} Breaking and Deprecated bullets, each with its row in {guide_path}")


if __name__ == "__main__":
    main()
