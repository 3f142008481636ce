#!/usr/bin/env node
// The reference for the ink contract: inkjs (tools/inkjs) plays random walks through compiled stories.
// Usage: node inkwalk.js INKJS_DIR '[["story.ink.json", seed, max_steps], ...]'
// Prints one JSON array: per walk, its steps {pick, lines: [[text, tags]], choices: [[path, text]], vars}.
"use strict";
const fs = require("fs");
const path = require("path");
const { Story } = require(path.join(process.argv[2], "node_modules", "inkjs"));

function walk(file, seed, max) {
  const story = new Story(fs.readFileSync(file, "utf8").replace(/^\uFEFF/, ""));
  const random = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed / 2147483648;
  };
  const vars = () => {
    const out = {};
    for (const name of story.variablesState._globalVariables.keys()) {
      const value = story.variablesState.$(name);
      out[name] = value !== null && typeof value === "object" ? value.toString() : value;
    }
    return out;
  };
  const steps = [];
  const step = (pick) => {
    const lines = [];
    while (story.canContinue) lines.push([story.Continue(), story.currentTags]);
    const choices = story.currentChoices.map((c) => [c.pathStringOnChoice, c.text]);
    steps.push({ pick, lines, choices, vars: vars() });
  };
  step(null);
  for (let i = 0; i < max && story.currentChoices.length > 0; i++) {
    const pick = Math.floor(random() * story.currentChoices.length);
    story.ChooseChoiceIndex(pick);
    step(pick);
  }
  return steps;
}

const walks = JSON.parse(process.argv[3]);
process.stdout.write(JSON.stringify(walks.map(([file, seed, max]) => walk(file, seed, max))));
