import { z } from 'zod';

/**
 * Field builders whose every error is a Vietnamese sentence naming the field, so a 400 answer's
 * message array can be shown to a member as it is (spec §8, D3).
 */
type TextRule = { min?: number; max: number; pattern?: RegExp; patternMessage?: string };

/**
 * Text as typed: composed to NFC before any rule looks at it, so a name typed with combining accents
 * (Unikey's "Unicode tổ hợp", macOS) is the same text as the precomposed one.
 */
export function text(label: string, rule: TextRule) {
  let schema = z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} là bắt buộc` : `${label} phải là chuỗi ký tự`),
    })
    .normalize('NFC')
    .max(rule.max, { error: `${label} tối đa ${rule.max} ký tự` });
  if (rule.min !== undefined && rule.min > 0) {
    schema = schema.min(rule.min, { error: `${label} phải có ít nhất ${rule.min} ký tự` });
  }
  if (rule.pattern) {
    schema = schema.regex(rule.pattern, { error: rule.patternMessage ?? `${label} không hợp lệ` });
  }
  return schema;
}

export function integer(label: string, rule: { min: number; max: number }) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} là bắt buộc` : `${label} phải là số`),
    })
    .int({ error: `${label} phải là số nguyên` })
    .min(rule.min, { error: `${label} không hợp lệ` })
    .max(rule.max, { error: `${label} không hợp lệ` });
}

export function decimal(label: string, rule: { min: number; max: number }) {
  return z
    .number({
      error: (issue) => (issue.input === undefined ? `${label} là bắt buộc` : `${label} phải là số`),
    })
    .min(rule.min, { error: `${label} không hợp lệ` })
    .max(rule.max, { error: `${label} không hợp lệ` });
}

export function flag(label: string) {
  return z.boolean({
    error: (issue) => (issue.input === undefined ? `${label} là bắt buộc` : `${label} phải là true hoặc false`),
  });
}

/** A body that must be a JSON object; anything else is one clear message. */
export function body<T extends z.ZodRawShape>(shape: T) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Trường không được hỗ trợ: ${issue.keys.join(', ')}` : 'Dữ liệu gửi lên không hợp lệ',
  });
}
