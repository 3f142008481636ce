// Talking to the taleweaver server: JSON in, JSON out, every error one ApiError, every request abortable.

export class ApiError extends Error {
  /**
   * @param {number} status  HTTP status (0: the server could not be reached)
   * @param {string} code  the server's error code (`token_expired`, …) or `network` / `error`
   * @param {string} message  the server's message (shown only under "details": see words.js)
   * @param {string | null} hint
   */
  constructor(status, code, message, hint) {
    super(message);
    this.status = status;
    this.code = code;
    this.hint = hint;
  }

  /** The technical text for the "details" toggle and bug reports. */
  details() {
    const hint = this.hint ? ` — ${this.hint}` : "";
    return `${this.message}${hint} (${this.code}, HTTP ${this.status})`;
  }
}

/** @param {unknown} value @returns {value is Record<string, unknown>} */
export function isObject(value) {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Any envelope the server sends ({"detail": {"<area>_error": {code, message, hint}}}, lists of
 * validation errors, plain strings) as one ApiError.
 * @param {number} status
 * @param {unknown} body
 */
export function errorFrom(status, body) {
  const detail = isObject(body) ? body.detail : undefined;
  if (isObject(detail)) {
    for (const [key, value] of Object.entries(detail)) {
      if (isObject(value) && typeof value.message === "string") {
        const code = typeof value.code === "string" ? value.code : key;
        return new ApiError(status, code, value.message, typeof value.hint === "string" ? value.hint : null);
      }
      if (Array.isArray(value)) return new ApiError(status, key, value.map(String).join("; "), null);
      if (typeof value === "string") return new ApiError(status, key, value, null);
    }
  }
  if (typeof detail === "string") return new ApiError(status, "error", detail, null);
  if (Array.isArray(detail)) return new ApiError(status, "request_invalid", JSON.stringify(detail), null);
  return new ApiError(status, "error", `the server answered HTTP ${status}`, null);
}

/** @param {Response} response @returns {Promise<unknown>} */
async function parse(response) {
  const type = response.headers.get("content-type") || "";
  if (!type.includes("application/json")) return null;
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** @param {unknown} err */
export function isAbort(err) {
  return err instanceof DOMException && err.name === "AbortError";
}

/**
 * fetch, with a failure to connect as an ApiError (an abort rejects with the AbortError as is).
 * @param {string} path
 * @param {RequestInit} init
 */
async function send(path, init) {
  try {
    return await fetch(path, init);
  } catch (err) {
    if (isAbort(err)) throw err;
    throw new ApiError(0, "network", `cannot reach the server (${err instanceof Error ? err.message : err})`, null);
  }
}

/**
 * A JSON request; resolves to the parsed answer (null for an empty one), rejects with an ApiError.
 * @param {string} method
 * @param {string} path
 * @param {{body?: unknown, headers?: Record<string, string>, signal?: AbortSignal}} [options]
 * @returns {Promise<unknown>}
 */
export async function request(method, path, { body, headers = {}, signal } = {}) {
  /** @type {RequestInit} */
  const init = { method, headers: body === undefined ? headers : { "content-type": "application/json", ...headers } };
  if (body !== undefined) init.body = JSON.stringify(body);
  if (signal) init.signal = signal;
  const response = await send(path, init);
  const data = await parse(response);
  if (!response.ok) throw errorFrom(response.status, data);
  return data;
}

/** @param {string} path @param {{headers?: Record<string, string>, signal?: AbortSignal}} [options] */
export const getJson = (path, options = {}) => request("GET", path, options);
/** @param {string} path @param {unknown} body @param {{signal?: AbortSignal}} [options] */
export const postJson = (path, body, options = {}) => request("POST", path, { ...options, body });

/**
 * POST that answers with a file (zip, audio): {blob, response}, null for 204, or an ApiError.
 * @param {string} path
 * @param {unknown} body  JSON, or a Blob sent as is with `contentType`
 * @param {{contentType?: string, signal?: AbortSignal}} [options]
 */
export async function postForBlob(path, body, { contentType = "application/json", signal } = {}) {
  /** @type {RequestInit} */
  const init = {
    method: "POST",
    headers: { "content-type": contentType },
    body: body instanceof Blob ? body : JSON.stringify(body),
  };
  if (signal) init.signal = signal;
  const response = await send(path, init);
  if (!response.ok) throw errorFrom(response.status, await parse(response));
  if (response.status === 204) return null;
  return { blob: await response.blob(), response };
}

/**
 * Server-sent events over a POST (EventSource only does GET): calls onEvent(name, data) per event.
 * @param {string} path
 * @param {unknown} body
 * @param {(name: string, data: unknown) => void} onEvent
 * @param {{signal?: AbortSignal}} [options]
 */
export async function postStream(path, body, onEvent, { signal } = {}) {
  /** @type {RequestInit} */
  const init = {
    method: "POST",
    headers: { "content-type": "application/json", accept: "text/event-stream" },
    body: JSON.stringify(body),
  };
  if (signal) init.signal = signal;
  const response = await send(path, init);
  if (!response.ok || !response.body) throw errorFrom(response.status, await parse(response));
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let cut;
    while ((cut = buffer.indexOf("\n\n")) >= 0) {
      const block = buffer.slice(0, cut);
      buffer = buffer.slice(cut + 2);
      let name = "message";
      const data = [];
      for (const line of block.split("\n")) {
        if (line.startsWith("event:")) name = line.slice(6).trim();
        else if (line.startsWith("data:")) data.push(line.slice(5).trimStart());
      }
      let parsed;
      try {
        parsed = JSON.parse(data.join("\n"));
      } catch {
        parsed = data.join("\n");
      }
      onEvent(name, parsed);
    }
  }
}
