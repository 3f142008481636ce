// The NPC routes: a new game (GET /npc/start) and a turn (POST /npc/turn) on the state the browser keeps.
import { getJson, postJson } from "../core/http.js";

/**
 * @typedef {object} GameState  the client-owned NPC game state (seed 002)
 * @property {{party?: {id: string, disposition: number}[], active_quests?: {id: string, status: string}[]}} canon_log
 * @property {{npc_dispositions: Record<string, number>, inventory?: Record<string, number>}} game
 * @typedef {object} NpcCard
 * @property {string} id
 * @property {string} name
 * @property {string} role
 * @property {string | null} [voice]
 * @typedef {object} NpcStart
 * @property {GameState} state
 * @property {NpcCard[]} npcs
 * @property {Record<string, string>} items
 * @property {Record<string, string>} quests
 * @typedef {object} NpcTurn
 * @property {string} display_text
 * @property {string[]} valid_moves
 * @property {{move: string, reason: string}[]} dropped_moves
 * @property {string[]} facts
 * @property {boolean} degraded
 * @property {boolean} ended
 * @typedef {object} NpcTurnResult
 * @property {NpcTurn} turn
 * @property {GameState} state
 * @property {string} [standing]
 */

/** @param {AbortSignal} signal */
export async function startGame(signal) {
  return /** @type {NpcStart} */ (await getJson("/npc/start", { signal }));
}

/** @param {GameState} state @param {string} npcId @param {string} utterance @param {AbortSignal} signal */
export async function npcTurn(state, npcId, utterance, signal) {
  return /** @type {NpcTurnResult} */ (await postJson("/npc/turn", { state, npc_id: npcId, utterance }, { signal }));
}
