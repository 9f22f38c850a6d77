import { DIAGNOSIS_IMAGE_TYPES } from '@farmai/contracts';
import { type ChangeEvent, useRef, useState } from 'react';
import { t } from '@/lib/i18n';
import { MAX_SOURCE_BYTES } from '../lib/shrink-photo';

function checkImage(file: File): string | undefined {
  if (!(DIAGNOSIS_IMAGE_TYPES as readonly string[]).includes(file.type)) return t('diagnosis.imageWrongType');
  // phone photos are larger than the service takes: they are shrunk before sending (shrinkPhoto)
  if (file.size > MAX_SOURCE_BYTES) return t('diagnosis.imageTooLarge');
  return undefined;
}

/** The optional photo: a file the service can take, or the reason a chosen one was refused. */
export function usePhotoField() {
  const [image, setImage] = useState<File>();
  const [error, setError] = useState<string>();
  const inputRef = useRef<HTMLInputElement>(null);

  const clear = () => {
    setImage(undefined);
    if (inputRef.current) inputRef.current.value = '';
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) {
      setImage(undefined);
      setError(undefined);
      return;
    }
    const problem = checkImage(file);
    setError(problem);
    if (problem) clear();
    else setImage(file);
  };

  const remove = () => {
    clear();
    setError(undefined);
  };

  return { image, error, inputRef, onChange, remove };
}

export type PhotoField = ReturnType<typeof usePhotoField>;
