import { finishesBuildingQuestions } from './questions/finishes-building';
import { homeSystemsQuestions } from './questions/home-systems';
import type { QuestionSeed } from './types';

/** Questions shoppers ask and the specialists' answers, a few per department. */
export const questionSeeds: QuestionSeed[] = [...finishesBuildingQuestions, ...homeSystemsQuestions];
