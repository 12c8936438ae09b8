/** Names and phone numbers with the verdict both the domain and the database must give. */
export const leadNameCases: ReadonlyArray<readonly [string, boolean]> = [
  ['Ana Souza', true],
  ['Zoë Ødegård-Łukasiewicz', true],
  ['李小龍', true],
  ['A', true],
  ['x'.repeat(100), true],
  ['x'.repeat(101), false],
  ['', false],
  [' Ana', false],
  ['Ana ', false],
  ['\tAna', false],
  ['Ana\nSouza', false],
  ['Ana\u0000', false],
];

export const phoneCases: ReadonlyArray<readonly [string, boolean]> = [
  ['+33 6 12 34 56 78', true],
  ['+44 (20) 7946 0958', true],
  ['06-12-34-56-78', true],
  ['0612.345.678', true],
  ['(030) 123456', true],
  ['+123456789012345', true],
  ['+1234567890123456', false],
  ['12345', false],
  ['+33 6 12 34 56 7a', false],
  ['++33612345678', false],
  ['+33 6 12 34 56 78 ', false],
  ['tel:+33612345678', false],
  ['0612345678 ext 2', false],
  ['1 2 3 4 5 6' + ' '.repeat(30) + '7', false],
];
