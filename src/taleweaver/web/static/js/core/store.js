// Browser storage: JSON values under `tw.*` keys; a value that does not parse reads as absent.

/** @param {string} key @returns {unknown} */
export function readJson(key) {
  try {
    return JSON.parse(localStorage.getItem(key) || "null");
  } catch {
    return null;
  }
}

/** @param {string} key @param {unknown} value */
export function writeJson(key, value) {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or refused (private mode): the page keeps working, only a reload would lose it
  }
}

/** @param {string} key */
export function forget(key) {
  localStorage.removeItem(key);
}
