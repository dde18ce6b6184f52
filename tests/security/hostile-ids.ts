// Path parameters no route should take for an id: never a 500, always a JSON refusal.
export const HOSTILE_IDS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  'abc',
  '%00',
  '..%2F..%2Fetc%2Fpasswd',
  '9'.repeat(400),
  '1%27%20OR%201%3D1',
  '%F0%9F%8E%9F',
];
