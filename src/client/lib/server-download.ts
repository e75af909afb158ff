import { answered } from './api';
import { downloadFile } from './download';

/**
 * Saves the file a route of the server answers with (the check-ins, the calendar files, the account's data).
 * A refusal or a lost connection throws the ApiRequestError `unwrap` throws, with the server's plain message,
 * for the screen to say beside its button.
 */
export async function downloadFromServer(
  request: Promise<{
    ok: boolean;
    status: number;
    headers: Headers;
    json(): Promise<unknown>;
    arrayBuffer(): Promise<ArrayBuffer>;
  }>,
  name: string,
): Promise<void> {
  const res = await answered(request);
  downloadFile(new Uint8Array(await res.arrayBuffer()), name, res.headers.get('content-type') ?? '');
}
