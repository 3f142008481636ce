// Talking to the taleweaver server: JSON in, JSON out, and every error turned into a readable sentence.

export class ApiError extends Error {
  constructor(status, code, message, hint) {
    super(message);
    this.status = status;
    this.code = code;
    this.hint = hint;
  }

  // What the page shows: the message, the hint, and the code in brackets for bug reports.
  readable() {
    const hint = this.hint ? ` — ${this.hint}` : "";
    const code = this.code ? ` (${this.code}, HTTP ${this.status})` : ` (HTTP ${this.status})`;
    return `${this.message}${hint}${code}`;
  }
}

// Any envelope the server sends ({"detail": {"<area>_error": {code, message, hint}}}, lists of
// validation errors, plain strings) as one ApiError.
export function errorFrom(status, body) {
  const detail = body && typeof body === "object" ? body.detail : undefined;
  if (detail && typeof detail === "object" && !Array.isArray(detail)) {
    for (const [key, value] of Object.entries(detail)) {
      if (value && typeof value === "object" && !Array.isArray(value) && value.message) {
        return new ApiError(status, value.code || key, value.message, value.hint || null);
      }
      if (Array.isArray(value)) {
        return new ApiError(status, key, value.join("; "), null);
      }
      if (typeof value === "string") {
        return new ApiError(status, key, value, null);
      }
    }
  }
  if (typeof detail === "string") return new ApiError(status, "error", detail, null);
  return new ApiError(status, "error", `the server answered HTTP ${status}`, null);
}

async function parse(response) {
  const type = response.headers.get("content-type") || "";
  if (type.includes("application/json")) {
    try {
      return await response.json();
    } catch {
      return null;
    }
  }
  return null;
}

// `signal` (an AbortSignal) cancels the request: it then rejects with the fetch's AbortError as is.
export async function request(method, path, body, headers = {}, signal = undefined) {
  let response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? headers : { "content-type": "application/json", ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (err) {
    if (err && err.name === "AbortError") throw err;
    throw new ApiError(0, "network", `cannot reach the server (${err.message})`, "is `taleweaver serve` running?");
  }
  const data = await parse(response);
  if (!response.ok) throw errorFrom(response.status, data);
  return data;
}

export const getJson = (path, headers) => request("GET", path, undefined, headers);
export const postJson = (path, body, { signal } = {}) => request("POST", path, body, {}, signal);

// POST that answers with a file (zip, audio): the Blob, or an ApiError from the JSON envelope.
export async function postForBlob(path, body, contentType = "application/json") {
  let response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": contentType },
      body: contentType === "application/json" ? JSON.stringify(body) : body,
    });
  } catch (err) {
    throw new ApiError(0, "network", `cannot reach the server (${err.message})`, null);
  }
  if (!response.ok) throw errorFrom(response.status, await parse(response));
  if (response.status === 204) return null;
  return { blob: await response.blob(), response };
}

// Server-sent events over a POST (EventSource only does GET): calls onEvent(name, data) per event.
export async function postStream(path, body, onEvent) {
  let response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "text/event-stream" },
      body: JSON.stringify(body),
    });
  } catch (err) {
    throw new ApiError(0, "network", `cannot reach the server (${err.message})`, null);
  }
  if (!response.ok) throw errorFrom(response.status, await parse(response));
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
      let parsed = null;
      try {
        parsed = JSON.parse(data.join("\n"));
      } catch {
        parsed = data.join("\n");
      }
      onEvent(name, parsed);
    }
  }
}
