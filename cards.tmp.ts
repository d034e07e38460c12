import { PROJECT_CARDS } from './server/src/games/tm/data';
for (const c of PROJECT_CARDS) console.log(c.id, c.name.padEnd(32), String(c.cost).padStart(2), c.type.padEnd(9), JSON.stringify(c.tags).padEnd(34), JSON.stringify(c.vp), c.resource ?? '');
