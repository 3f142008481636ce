// The turn row as the server sends it (`taleweaver play --json`, /play/start, /play/turn, /play/load).
// Written by hand from player/rows.py until `taleweaver schema --file turn` lands; then generated.
/**
 * @typedef {object} Line
 * @property {string} speaker
 * @property {string} text
 *
 * @typedef {"action" | "scene" | "scene_action" | "story" | "choice"} OptionKind
 *
 * @typedef {object} Option
 * @property {number} number
 * @property {OptionKind} kind
 * @property {string} id
 * @property {string} label
 * @property {boolean} [available]
 * @property {string | null} [reason]
 *
 * @typedef {object} State
 * @property {string} mode
 * @property {string | null} story_id
 * @property {string | null} scene_id
 * @property {string | null} node_id
 * @property {string | null} speaker
 * @property {Record<string, boolean>} flags
 * @property {Record<string, unknown>} [variables]
 * @property {boolean} ended
 *
 * @typedef {{type: "clarify", options: Option[], reason?: string | null}
 *   | {type: "blocked", reason: string}
 *   | {type: "error", message: string}
 *   | {type: "intent", key: string, label?: string | null}
 *   | {type: "help", commands: Record<string, string>}
 *   | {type: "tool_call", name: string, args: Record<string, unknown>, accepted: boolean, reason?: string | null}
 *   | {type: "fallback", reason: string}
 *   | {type: "handoff", [key: string]: unknown}
 *   | {type: "ended"}} PlayerEvent
 *
 * @typedef {object} TurnRow
 * @property {string | null} input
 * @property {Line[]} lines
 * @property {Option[]} options
 * @property {PlayerEvent[]} events
 * @property {State} state
 * @property {string} [session]
 */
export {};
