/**
 * Verbs of sending or moving something that are plural nouns too ("fires", "drops", "races",
 * "jumps"): after a subject and before what it acts on ("a submarine fires torpedoes at…"),
 * they are the subject's verb, never part of its name.
 */
// prettier-ignore
export const SENDING_VERBS: ReadonlySet<string> = new Set([
  'fire', 'shoot', 'throw', 'drop', 'launch', 'spray', 'spit', 'fling', 'blast', 'hurl', 'lob',
  'toss', 'pelt', 'squirt', 'zap', 'kick', 'sling', 'bomb', 'shower', 'pour', 'blow', 'race',
  'jump', 'catapult', 'rain', 'dump', 'flick', 'pitch', 'bowl', 'hose', 'shell', 'torpedo', 'fly',
  'pilot',
]);
