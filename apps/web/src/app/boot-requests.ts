/**
 * Requests that index.html's boot script starts together with the app's scripts (decision 011), so their answers
 * arrive while the code is still loading: `home` for a load of `/`. The code that would have made a request takes
 * it once; later loads go to the network as usual.
 */
export type BootRequest = 'home';

interface BootWindow {
  campusBootRequests?: Partial<Record<BootRequest, Promise<Response>>>;
}

export function takeBootRequest(name: BootRequest): Promise<Response> | undefined {
  const requests = (window as BootWindow).campusBootRequests;
  const request = requests?.[name];
  if (requests) delete requests[name];
  return request;
}
