import type { PlatformCourse } from '@promptplay/contracts';
import { COURSE_PICKUPS, COURSE_WORDS } from './lexicon/courseWords.js';
import { singularOf } from './parsePhrases.js';
import type { ItemConcept } from './types.js';

/** The course a phrase's words name, longest tail first ("floating logs" → log), or null. */
export function courseOfText(text: string): PlatformCourse | null {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  const last = words.pop();
  if (last === undefined) return null;
  words.push(singularOf(last));
  for (let start = 0; start < words.length; start++) {
    const course = COURSE_WORDS[words.slice(start).join(' ')];
    if (course !== undefined) return course;
  }
  return null;
}

/**
 * The thing to collect along a named course: a place's usual pickup that is the course itself
 * (a pond's lily pads for a frog hopping across lily pads) gives way to what fits the course
 * (lotus flowers); a named collectible or another usual one stays.
 */
export function collectibleAlongCourse(
  collectible: ItemConcept,
  course: PlatformCourse | null,
): ItemConcept {
  if (course === null || collectible.isImplied !== true) return collectible;
  if (courseOfText(collectible.phrase) !== course) return collectible;
  return { ...COURSE_PICKUPS[course], isImplied: true };
}
