#!/usr/bin/env node
// Compile .ink sources to ink JSON with the compiler inside npm's inkjs (pinned in package.json).
// Usage: node compile.js IN.ink OUT.ink.json [IN.ink OUT.ink.json ...]
// Prints one JSON line per file: {"in", "out", "ok", "errors", "warnings"}; exit 0 even when a file fails.
"use strict";
const fs = require("fs");
const path = require("path");
const { Compiler, CompilerOptions } = require("inkjs/full");
const { PosixFileHandler } = require("inkjs/compiler/FileHandler/PosixFileHandler");

const args = process.argv.slice(2);
for (let i = 0; i + 1 < args.length; i += 2) {
  const src = args[i];
  const out = args[i + 1];
  const errors = [];
  const warnings = [];
  let ok = false;
  try {
    const text = fs.readFileSync(src, "utf8").replace(/^\uFEFF/, "");
    const handler = new PosixFileHandler(path.dirname(path.resolve(src)));
    const onError = (message, type) => {
      if (type === 2) errors.push(message);
      else if (type === 1) warnings.push(message);
    };
    const options = new CompilerOptions(src, [], false, onError, handler);
    const story = new Compiler(text, options).Compile();
    if (story && errors.length === 0) {
      fs.writeFileSync(out, story.ToJson(), "utf8");
      ok = true;
    }
  } catch (err) {
    errors.push(String(err && err.message ? err.message : err));
  }
  process.stdout.write(JSON.stringify({ in: src, out, ok, errors, warnings }) + "\n");
}
