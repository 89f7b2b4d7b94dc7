/** A question to a service that may be away (Redis, the database): its answer, or undefined when it fails or is late. */
export async function answerWithin<Answer>(ms: number, question: () => Promise<Answer>): Promise<Answer | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), ms);
  });
  try {
    return await Promise.race([question().catch(() => undefined), late]);
  } finally {
    clearTimeout(timer);
  }
}
