import { z } from 'zod';
import { emailField, passwordField } from './fields';

export const loginInput = z.object({
  email: emailField,
  password: z.string({ error: 'The password field is required.' }).min(1, 'The password field is required.'),
  remember: z.boolean().optional(),
});

export const forgotPasswordInput = z.object({ email: emailField });

export const resetPasswordInput = z
  .object({
    token: z.string({ error: 'The token field is required.' }).min(1, 'The token field is required.'),
    email: emailField,
    password: passwordField,
    password_confirmation: z.string().nullish(),
  })
  .refine((v) => v.password === v.password_confirmation, {
    message: 'The password confirmation does not match.',
    path: ['password'],
  });

export const authMessages = {
  failed: 'These credentials do not match our records.',
  throttle: (seconds: number) => `Too many login attempts. Please try again in ${seconds} seconds.`,
  resetSent: 'We have emailed your password reset link.',
  reset: 'Your password has been reset.',
  resetThrottled: 'Please wait before retrying.',
  resetTooMany: (seconds: number) => `Too many password reset requests. Please try again in ${seconds} seconds.`,
  resetInvalid: 'This password reset token is invalid.',
  resetNoUser: "We can't find a user with that email address.",
} as const;

export const pingSchema = z.object({ openInvoices: z.number(), transactionsToMatch: z.number() });
export const cacheCheckSchema = z.record(z.string(), z.string().nullable());
