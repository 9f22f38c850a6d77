import { DIAGNOSIS_MAX_IMAGE_MB } from '@farmai/contracts';
import { texts } from '@/config/texts';

/** Texts of the AI diagnosis page (docs/product/screens.md#farmer-pages, docs/product/wire.md#errors). */
export const diagnosisTexts = {
  title: 'AI Crop Disease Diagnosis',
  intro:
    'Tell FarmAI what you see on your crop. It compares your description (and photo) with a crop-disease knowledge base and suggests the most likely causes and what to do.',
  symptomsLabel: 'Describe the symptoms of your infected crops',
  symptomsPlaceholder: 'Describe the symptoms here...',
  symptomsHint: 'Name the crop, the part of the plant, what the damage looks like and how fast it is spreading.',
  symptomsRequired: 'Please describe the symptoms before submitting.',
  imageLabel: 'Upload Image (optional)',
  imageHint: `Supported formats: jpeg, jpg, png. Max size: ${DIAGNOSIS_MAX_IMAGE_MB}MB.`,
  imageTooLarge: 'This image is larger than 25MB. Please choose a smaller photo.',
  imageStillTooLarge: `This photo is still larger than ${DIAGNOSIS_MAX_IMAGE_MB}MB after shrinking it. Please choose a smaller photo.`,
  uploading: 'Sending your photo',
  imageWrongType: 'This file is not a JPEG or PNG image. Please choose a .jpeg, .jpg or .png photo.',
  removeImage: 'Remove image',
  selectedImage: 'Selected photo preview',
  submit: 'Submit',
  analyzing: 'Analyzing...',
  progress: 'FarmAI is analyzing your crop. This can take a few seconds, especially with a photo.',
  resultTitle: `${texts.appName} Analysis Result:`,
  yourInput: 'Your Input:',
  uploadedImage: 'Uploaded Image:',
  response: `${texts.appName} Response:`,
  candidates: 'Possible causes, ranked:',
  generatedImage: 'AI Generated image',
  generatedImageAlt: 'Your photo with the affected areas marked by FarmAI',
  uploadedImageAlt: 'The photo you uploaded',
  imageUnavailable: 'This picture could not be shown here.',
  openImage: 'Open it in a new tab',
  engineLlm: 'Answered by the AI model, grounded on the FarmAI knowledge base.',
  engineOffline: 'Answered by the FarmAI crop-disease knowledge base.',
  genericError: 'An error occurred while processing your request.',
  loadingResponse: 'Loading the response…',
  verdict: {
    diagnosed: {
      label: 'Diagnosed',
      detail: 'One problem clearly fits. The plan below is for it.',
    },
    possible: {
      label: 'Possible causes',
      detail: 'Several problems fit and none clearly stands out. Check which it is before you spray anything.',
    },
    healthy: {
      label: 'Looks healthy',
      detail: 'We see no sign of disease or pests in the photo.',
    },
    unsure: {
      label: 'Not sure',
      detail: 'We cannot name this problem with confidence. See what to photograph and who to ask below.',
    },
  },
  detectedCrop: 'Crop:',
} as const;
