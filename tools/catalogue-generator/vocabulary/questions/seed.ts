import { t } from '../helpers';
import type { QuestionSeed } from '../types';

export const q = (department: string, question: [string, string], answer: [string, string]): QuestionSeed => ({
  department,
  question: t(...question),
  answer: t(...answer),
});
