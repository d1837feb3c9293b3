import type { ContactPayload } from "./fields";

/** The error when the server says nothing useful (no JSON, or no message in it). */
export const SEND_FAILED = "Failed to send contact form";

/** Long enough for a slow mobile connection, short enough that a dead server is not a hang. */
export const SEND_TIMEOUT_MS = 15_000;

async function readJson(response: Response): Promise<unknown> {
  try {
    return JSON.parse(await response.text()) as unknown;
  } catch {
    return null;
  }
}

function messageOf(body: unknown): string | undefined {
  if (typeof body !== "object" || body === null || !("message" in body)) return undefined;
  const { message } = body;
  return typeof message === "string" && message.trim() !== "" ? message : undefined;
}

/**
 * Posts a contact message as JSON. Resolves with the response JSON on a 2xx;
 * rejects with an Error whose message is the server's `message`, or "Failed to send contact form"
 * when there is none, the network fails or the server takes longer than the timeout.
 */
export async function sendContactMessage(
  endpoint: string,
  payload: ContactPayload,
  { fetchImpl = fetch }: { fetchImpl?: typeof fetch } = {},
): Promise<unknown> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SEND_TIMEOUT_MS);
  try {
    let response: Response;
    let body: unknown;
    try {
      response = await fetchImpl(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(payload),
        signal: controller.signal,
      });
      // Reading the body is inside the timeout too: a server may send headers and then stall.
      body = await readJson(response);
    } catch {
      throw new Error(SEND_FAILED);
    }
    if (!response.ok) throw new Error(messageOf(body) ?? SEND_FAILED);
    return body;
  } finally {
    clearTimeout(timer);
  }
}
