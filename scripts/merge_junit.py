#!/usr/bin/env python3
"""Merges the JUnit XML files of `hdlgen sim --shard K/N --junit FILE` runs.

Usage: merge_junit.py OUT.xml SHARD1.xml SHARD2.xml ...

Writes one <testsuites> document with every test case, prints a summary,
and exits 1 if any case failed, 2 if a case appears twice (the shards
overlapped) or a file cannot be read. Standard library only.
"""
import sys
import xml.etree.ElementTree as ET


def main():
    if len(sys.argv) < 3:
        print(__doc__.strip(), file=sys.stderr)
        return 2
    out, inputs = sys.argv[1], sys.argv[2:]
    merged = ET.Element("testsuites", name="hdlgen sim")
    seen = {}
    tests = failures = 0
    time = 0.0
    for path in inputs:
        try:
            root = ET.parse(path).getroot()
        except (OSError, ET.ParseError) as e:
            print(f"merge_junit: {path}: {e}", file=sys.stderr)
            return 2
        for suite in root.iter("testsuite"):
            merged.append(suite)
            for case in suite.iter("testcase"):
                key = (case.get("classname"), case.get("name"))
                if key in seen:
                    print(f"merge_junit: {key[0]}: {key[1]!r} is in {seen[key]} and {path}", file=sys.stderr)
                    return 2
                seen[key] = path
                tests += 1
                failures += case.find("failure") is not None
                time += float(case.get("time", "0"))
    merged.set("tests", str(tests))
    merged.set("failures", str(failures))
    merged.set("errors", "0")
    merged.set("time", f"{time:.3f}")
    ET.ElementTree(merged).write(out, encoding="UTF-8", xml_declaration=True)
    print(f"merge_junit: {len(inputs)} files, {tests} test cases, {failures} failed -> {out}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
