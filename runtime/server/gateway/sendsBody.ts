const SENDS_BODY: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH']);

/** Whether a declared API's method carries its parameters as a JSON body (else as the query). */
export const sendsBody = (method: string) => SENDS_BODY.has(method);
