// A story in progress, kept in browser storage under `tw.play.<story id>`: the session token, the last
// row, the log shown, the sealed save of the current state (to come back after the token expired) and
// the moments before the last turns (Back).
import { forget, readJson, writeJson } from "../core/store.js";

/** @typedef {import("../types.js").TurnRow} TurnRow */
/**
 * @typedef {object} LogEntry  one line of the log as shown
 * @property {string} speaker
 * @property {string} text
 * @property {boolean} [you]  the player's own words
 * @property {boolean} [reply]  a clarification or refusal, said by the current speaker
 *
 * @typedef {object} Moment  the game as it stood before a turn (what Back returns to)
 * @property {string} session
 * @property {TurnRow} row
 * @property {number} logLength
 * @property {unknown} save
 *
 * @typedef {object} PlayRecord
 * @property {string | null} session
 * @property {TurnRow | null} row  the last row (without its session)
 * @property {LogEntry[]} log
 * @property {unknown} save  the sealed save of the current state (null until the server gave one)
 * @property {Moment[]} history  newest last
 */

export const MAX_LOG = 200;
export const MAX_BACK = 20;

/** @param {string} storyId */
const keyOf = (storyId) => `tw.play.${storyId}`;

/** @returns {PlayRecord} */
export function emptyRecord() {
  return { session: null, row: null, log: [], save: null, history: [] };
}

/** @param {string} storyId @returns {PlayRecord | null} */
export function loadRecord(storyId) {
  const data = /** @type {Partial<PlayRecord> | null} */ (readJson(keyOf(storyId)));
  if (!data || typeof data.session !== "string" || !data.row) return null;
  return {
    session: data.session,
    row: data.row,
    log: Array.isArray(data.log) ? data.log : [],
    save: data.save ?? null,
    history: Array.isArray(data.history) ? data.history : [],
  };
}

/** @param {string} storyId @param {PlayRecord} record */
export function storeRecord(storyId, record) {
  const dropped = record.log.length - MAX_LOG;
  if (dropped > 0) {
    record.log = record.log.slice(dropped);
    for (const moment of record.history) moment.logLength = Math.max(0, moment.logLength - dropped);
  }
  record.history = record.history.slice(-MAX_BACK);
  writeJson(keyOf(storyId), record);
}

/** @param {string} storyId */
export function forgetRecord(storyId) {
  forget(keyOf(storyId));
}

/** The game as it stands (before a turn changes it), or null before the opening. @param {PlayRecord} record @returns {Moment | null} */
export function momentOf(record) {
  if (!record.session || !record.row) return null;
  return { session: record.session, row: record.row, logLength: record.log.length, save: record.save };
}

/** Back to the moment before the last turn; false when there is none. @param {PlayRecord} record */
export function popMoment(record) {
  const moment = record.history.pop();
  if (!moment) return false;
  record.session = moment.session;
  record.row = moment.row;
  record.log = record.log.slice(0, moment.logLength);
  record.save = moment.save;
  return true;
}
