import { z } from 'zod';
import { abnField, bsbField, emailField, newPasswordField, optionalText, requiredText } from './fields';

/**
 * `POST /api/profile` (multipart/form-data): the signed-in user's own profile.
 * Besides these text fields the form may carry one file, `picture` (an image, at most 10 MB).
 */
export const profilePictureMaxBytes = 10 * 1024 * 1024;

/** How a person is paid and the names a payment goes under (decision 019): kept on the profile and on the user alike. */
export const payeeFields = {
  abn: abnField,
  bank_bsb: bsbField,
  bank_account: optionalText(20),
  legal_name: optionalText(),
  legal_business_name: optionalText(),
};

export const profileFields = {
  name: requiredText('name'),
  email: emailField,
  password: newPasswordField,
  password_confirmation: z.string().nullish(),
  ...payeeFields,
};

export const passwordConfirmed = (v: { password?: string | null; password_confirmation?: string | null }) =>
  !v.password || v.password === v.password_confirmation;
export const passwordMismatch = { message: 'The password confirmation does not match.', path: ['password'] };

export const profileInput = z.object(profileFields).refine(passwordConfirmed, passwordMismatch);
export type ProfileInput = z.infer<typeof profileInput>;

export const profileMessages = {
  pictureType: 'The picture must be an image (JPEG, PNG, WebP or HEIC).',
  pictureUnreadable: 'The picture could not be read as an image.',
  pictureTooLarge: 'The picture may not be greater than 10 MB.',
  /** While signed in as someone else (assume user) their password and e-mail stay theirs. */
  assumed: 'Return to your own account to change the password or e-mail.',
} as const;
