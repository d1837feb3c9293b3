/** The part of a fetch Response the contact form's client reads (jsdom has no Response class). */
export function fakeResponse(status: number, body: string): Response {
  const response: Pick<Response, "ok" | "status" | "text"> = { ok: status >= 200 && status < 300, status, text: async () => body };
  return response as Response;
}
