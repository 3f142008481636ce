#!/usr/bin/env node
// Time inkjs on given walks: node bench.js STORY.ink.json WALKS.json
// WALKS.json: [[choice index, ...], ...] (each walk from the start). Prints {"turns", "seconds"}.
"use strict";
const fs = require("fs");
const { Story } = require("inkjs");

const text = fs.readFileSync(process.argv[2], "utf8").replace(/^\uFEFF/, "");
const walks = JSON.parse(fs.readFileSync(process.argv[3], "utf8"));
// Like the Python side: the story is made and opened untimed; each choice and what follows is timed.
const runWalk = (walk) => {
  const story = new Story(text);
  story.ContinueMaximally();
  const started = process.hrtime.bigint();
  for (const index of walk) {
    story.ChooseChoiceIndex(index);
    while (story.canContinue) story.Continue();
    void story.currentChoices;
  }
  return Number(process.hrtime.bigint() - started) / 1e9;
};
runWalk(walks[0]); // warm-up (JIT), not timed
let turns = 0;
let seconds = 0;
for (const walk of walks) {
  seconds += runWalk(walk);
  turns += walk.length;
}
process.stdout.write(JSON.stringify({ turns, seconds }) + "\n");
