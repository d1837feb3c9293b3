import { SEND_FAILED, SEND_TIMEOUT_MS, sendContactMessage } from "../../../src/contact/send";
import type { ContactPayload } from "../../../src/contact/fields";
import { fakeResponse } from "../support/fetch";

const payload: ContactPayload = {
  name: "Ada",
  email: "ada@example.com",
  phone: "612345678",
  phoneExtension: "+34",
  subject: "Hello",
  description: "A project",
  consent: true,
  privacyVersion: "2026-11-23",
  website: "",
  lang: "en",
};

function answer(status: number, body: string): jest.MockedFunction<typeof fetch> {
  return jest.fn<Promise<Response>, Parameters<typeof fetch>>(async () => fakeResponse(status, body));
}

describe("sendContactMessage (the endpoint's answers and the failure texts)", () => {
  it("posts the payload as JSON and returns the response JSON", async () => {
    const fetchImpl = answer(201, '{"id":"abc"}');
    await expect(sendContactMessage("/api/brisa/contact", payload, { fetchImpl })).resolves.toEqual({ id: "abc" });
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    const [endpoint, init] = fetchImpl.mock.calls[0] ?? [];
    expect(endpoint).toBe("/api/brisa/contact");
    expect(init?.method).toBe("POST");
    expect(init?.headers).toEqual({ "Content-Type": "application/json", Accept: "application/json" });
    expect(JSON.parse(init?.body as string)).toEqual(payload);
  });

  it("fails with the server's message when there is one", async () => {
    await expect(sendContactMessage("/x", payload, { fetchImpl: answer(500, '{"message":"boom"}') })).rejects.toThrow(new Error("boom"));
  });

  it.each([
    ["no JSON", 502, "<html>Bad gateway</html>"],
    ["no message field", 400, '{"errors":{}}'],
    ["an empty message", 500, '{"message":""}'],
  ])("fails with 'Failed to send contact form' on %s", async (_label, status, body) => {
    await expect(sendContactMessage("/x", payload, { fetchImpl: answer(status, body) })).rejects.toThrow(new Error(SEND_FAILED));
    expect(SEND_FAILED).toBe("Failed to send contact form");
  });

  it("treats a network failure as a failure", async () => {
    const fetchImpl: typeof fetch = jest.fn(async () => {
      throw new TypeError("Failed to fetch");
    });
    await expect(sendContactMessage("/x", payload, { fetchImpl })).rejects.toThrow(new Error(SEND_FAILED));
  });

  it("gives up after 15 s instead of hanging", async () => {
    jest.useFakeTimers();
    try {
      let seenSignal: AbortSignal | undefined;
      const fetchImpl: typeof fetch = jest.fn(
        (_input: RequestInfo | URL, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            seenSignal = init?.signal ?? undefined;
            init?.signal?.addEventListener("abort", () => reject(new DOMException("aborted", "AbortError")));
          }),
      );
      const sent = sendContactMessage("/x", payload, { fetchImpl });
      const outcome = sent.then(
        () => "resolved",
        (error: Error) => error.message,
      );
      jest.advanceTimersByTime(SEND_TIMEOUT_MS - 1);
      expect(seenSignal?.aborted).toBe(false);
      jest.advanceTimersByTime(1);
      expect(SEND_TIMEOUT_MS).toBe(15_000);
      await expect(outcome).resolves.toBe(SEND_FAILED);
    } finally {
      jest.useRealTimers();
    }
  });
});
