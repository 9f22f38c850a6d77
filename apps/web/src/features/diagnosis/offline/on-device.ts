import type { Language } from '@farmai/contracts';
import type { OnDeviceDiagnosis } from '@farmai/diagnosis-engine/on-device';
import { downloadedPack, packFile } from './pack';

let engine: Promise<OnDeviceDiagnosis> | undefined;

/** The engine, made once from the downloaded pack (its scripts come from the pack's cache when offline). */
function loadEngine(): Promise<OnDeviceDiagnosis> {
  engine ??= (async () => {
    const list = await downloadedPack();
    if (!list) throw new Error('the offline diagnosis pack is not downloaded');
    const [{ OnDeviceDiagnosis }, model, labels, wasm] = await Promise.all([
      import('@farmai/diagnosis-engine/on-device'),
      packFile(list.model).then((r) => r.arrayBuffer()),
      packFile(list.labels).then((r) => r.json()),
      packFile(list.wasm).then((r) => r.arrayBuffer()),
    ]);
    return OnDeviceDiagnosis.create({ model, labels, wasm });
  })();
  engine.catch(() => {
    engine = undefined;
  });
  return engine;
}

/**
 * The diagnosis made on this phone, in the service's answer shape; `entriesInEnglish` when the
 * language's texts of the knowledge base are not on the phone.
 */
export async function diagnoseOnDevice(text: string, photo: Blob | undefined, language: Language) {
  const { result, entriesInEnglish } = await (await loadEngine()).diagnose(text, photo, language);
  return { ...result, entriesInEnglish };
}
