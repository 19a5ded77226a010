import { wordTable } from './wordTable.js';

/**
 * Animals the art library has no picture of, by the nearest relative it has (singular, lower
 * case): a narwhal is drawn as a whale, a wombat as a koala, an ibex as a goat. Players name
 * far more animals than any icon set draws; a near relative reads, a bean does not.
 */
// prettier-ignore
const KIN: Readonly<Record<string, readonly string[]>> = {
  'spouting whale': ['narwhal', 'beluga', 'orca', 'humpback', 'cachalot', 'sperm whale', 'blue whale'],
  dolphin: ['porpoise'],
  seal: ['manatee', 'dugong', 'sea lion', 'sealion', 'sea cow', 'elephant seal'],
  shark: ['hammerhead', 'megalodon', 'great white'],
  oyster: ['clam', 'mussel', 'scallop', 'giant clam'],
  'sea serpent': ['leviathan', 'nessie', 'sea snake', 'loch ness monster'],
  triton: ['poseidon', 'neptune'],
  koala: ['wombat', 'quokka', 'wallaby', 'possum', 'opossum', 'bandicoot', 'sugar glider', 'tasmanian devil'],
  kangaroo: ['joey', 'roo'],
  duck: ['platypus', 'goose', 'mallard', 'drake', 'gosling'],
  deer: ['okapi', 'gazelle', 'antelope', 'impala', 'elk', 'caribou', 'stag', 'doe', 'fawn', 'moose', 'gnu', 'wildebeest', 'springbok'],
  goat: ['ibex', 'chamois', 'mountain goat'],
  ox: ['yak', 'buffalo', 'musk ox', 'muskox', 'bull', 'cattle', 'steer'],
  monkey: ['lemur', 'marmoset', 'baboon', 'mandrill', 'macaque', 'capuchin', 'tamarin', 'gibbon', 'chimp', 'chimpanzee', 'bonobo'],
  beaver: ['marmot', 'groundhog', 'woodchuck', 'gopher', 'prairie dog', 'muskrat', 'nutria', 'vole'],
  otter: ['mongoose', 'meerkat', 'weasel', 'stoat', 'ferret', 'mink', 'ermine', 'marten', 'wolverine'],
  pig: ['aardvark', 'anteater', 'boar', 'warthog', 'hog', 'peccary'],
  rhinoceros: ['rhino'],
  hippopotamus: ['hippo'],
  hedgehog: ['porcupine', 'echidna', 'tenrec'],
  lizard: ['gecko', 'iguana', 'chameleon', 'komodo', 'monitor lizard', 'salamander', 'newt', 'skink'],
  crocodile: ['alligator', 'gator', 'caiman', 'gharial'],
  'tropical fish': ['clownfish', 'angelfish', 'goldfish', 'guppy', 'koi', 'betta', 'tetra', 'minnow', 'carp'],
  fish: ['tuna', 'salmon', 'trout', 'cod', 'bass', 'catfish', 'perch', 'pike', 'swordfish', 'marlin', 'barracuda'],
  shrimp: ['prawn', 'krill', 'crayfish', 'crawfish'],
  eagle: ['hawk', 'falcon', 'condor', 'kestrel', 'osprey', 'buzzard'],
  parrot: ['macaw', 'cockatoo', 'parakeet', 'budgie', 'lovebird', 'toucan'],
  bird: ['sparrow', 'robin', 'finch', 'wren', 'starling', 'bluebird', 'cardinal', 'blackbird', 'songbird', 'magpie', 'jay', 'lark'],
  chicken: ['hen', 'rooster', 'cockerel', 'quail', 'pheasant', 'grouse'],
  'dodo': ['emu', 'cassowary', 'kiwi bird'],
  horse: ['pony', 'stallion', 'mare', 'foal', 'mustang', 'donkey', 'mule', 'burro'],
  camel: ['dromedary', 'alpaca', 'guanaco', 'vicuna'],
  leopard: ['cheetah', 'jaguar', 'panther', 'ocelot', 'lynx', 'bobcat', 'cougar', 'puma', 'snow leopard', 'serval'],
  wolf: ['coyote', 'jackal', 'dingo', 'fox'],
  dog: ['husky', 'malamute', 'sled dog', 'beagle', 'labrador', 'retriever', 'bulldog', 'terrier', 'dachshund', 'sheepdog', 'collie', 'greyhound', 'spaniel', 'rottweiler', 'hound', 'chihuahua', 'corgi', 'pug', 'dalmatian', 'doberman', 'mutt'],
  bug: ['beetle', 'weevil', 'stick insect', 'mantis', 'praying mantis', 'cicada', 'aphid'],
  snail: ['slug', 'sea slug', 'conch', 'whelk'],
  octopus: ['squid', 'cuttlefish', 'nautilus', 'kraken'],
};

/** The library word of each animal's nearest relative. */
export const CREATURE_KIN: Readonly<Record<string, string>> = wordTable(
  Object.fromEntries(
    Object.entries(KIN).flatMap(([relative, animals]) =>
      animals.map((animal) => [animal, relative]),
    ),
  ),
);
