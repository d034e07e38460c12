/*
 * Orrery's side-by-side yardstick: complete Race for the Galaxy games played
 * by Keldon Jones's reference engine (engine.c and init.c, unchanged,
 * fetched at build time and never committed; see build.sh) with every
 * decision answered uniformly at random among the answers the engine offers,
 * the way Orrery's `npm run sim` answers its prompts.
 *
 * This file is Orrery's own code: it only implements the engine's
 * `decisions` interface (make_choice writes the answer into the player's
 * choice log, which the engine then reads) and the few functions the engine
 * expects its front end to supply.
 *
 *   rftg-random -p PLAYERS [-e EXPANSION] [-a] [-g 0|1] [-t 0|1] -n GAMES [-r SEED]
 *
 * Prints one JSON line: games, decisions, rounds, seconds (CPU time of the
 * games alone, start-up excluded), gamesPerSecond and usPerDecision.
 *
 * Where the engine leaves a choice free but checks it only when applying it
 * (payments, goods, defences, takeovers, upgrades), a candidate is tried on
 * a copy of the game with the engine's own check, so only answers the
 * engine accepts are given.
 */
#include "rftg.h"
#include <time.h>

/* The front end's functions the engine calls. */
void display_error(char *msg) { fputs(msg, stderr); }
void message_add(game *g, char *msg) { (void)g; if (getenv("RFTG_VERBOSE")) fputs(msg, stdout); }
void message_add_formatted(game *g, char *msg, char *tag) { (void)tag; message_add(g, msg); }
int game_rand(game *g) { return simple_rand(&g->random_seed); }

/* The players' own random numbers, apart from the game's (xorshift64*). */
static uint64_t bot_state = 0x9e3779b97f4a7c15ULL;

static int rnd(int n)
{
	bot_state ^= bot_state >> 12;
	bot_state ^= bot_state << 25;
	bot_state ^= bot_state >> 27;
	return (int)(((bot_state * 0x2545f4914f6cdd1dULL) >> 33) % (uint64_t)n);
}

static long decisions_made, unpayable;

/* Moves k items chosen uniformly at random to the front of list[0..n). */
static void choose_front(int list[], int n, int k)
{
	int i, j, t;

	for (i = 0; i < k; i++)
	{
		j = i + rnd(n - i);
		t = list[i];
		list[i] = list[j];
		list[j] = t;
	}
}

/* Keeps the items of list[0..n) whose bit is set in mask; returns how many. */
static int keep_masked(int list[], int n, unsigned mask)
{
	int i, kept = 0;

	for (i = 0; i < n; i++) if (mask & (1u << i)) list[kept++] = list[i];
	return kept;
}

static game scratch;

static void random_action(game *g, int who, int action[2], int one)
{
	int cand[MAX_ACTION * 2][2], n = 0, a, b, all[MAX_ACTION * 2], na = 0;

	for (a = 0; a < MAX_ACTION; a++)
	{
		all[na++] = a;
		all[na++] = a | ACT_PRESTIGE;
	}
	if (!g->advanced || one == 1)
	{
		for (a = 0; a < na; a++)
		{
			if (!action_legal(g, who, all[a])) continue;
			cand[n][0] = all[a];
			cand[n][1] = -1;
			n++;
		}
	}
	else
	{
		static int pairs[MAX_ACTION * MAX_ACTION * 4][2];
		int np = 0, i;

		for (a = 0; a < na; a++)
			for (b = 0; b < na; b++)
				if (action_legal_adv(g, who, all[a], all[b]))
				{
					pairs[np][0] = all[a];
					pairs[np][1] = all[b];
					np++;
				}
		i = rnd(np);
		action[0] = pairs[i][0];
		action[1] = pairs[i][1];
		return;
	}
	a = rnd(n);
	action[0] = cand[a][0];
	action[1] = cand[a][1];
}

/* A payment: a legal set of special powers (each subset asked of the engine), then that many cards. */
static void random_payment(game *g, int who, int which, int list[], int *nl, int special[], int *ns, int mil_only, int mil_bonus)
{
	int used[MAX_DECK], legal_mask[64], legal_need[64], nlegal = 0;
	unsigned mask;
	int i, k, need, n_used, by_count;

	for (mask = 0; mask < (1u << *ns) && nlegal < 64; mask++)
	{
		n_used = 0;
		for (i = 0; i < *ns; i++) if (mask & (1u << i)) used[n_used++] = special[i];
		need = needed_callback(g, who, which, used, n_used, mil_only, mil_bonus);
		if (need < 0 || need > *nl) continue;
		legal_mask[nlegal] = (int)mask;
		legal_need[nlegal] = need;
		nlegal++;
	}
	by_count = nlegal > 0;
	/*
	 * needed_callback cannot count cards that pay as military (hand-military powers): then try every
	 * set of powers with every number of cards on a copy of the game, with the engine's payment check.
	 */
	for (mask = 0; !by_count && mask < (1u << *ns); mask++)
		for (need = 0; need <= *nl; need++)
		{
			n_used = 0;
			for (i = 0; i < *ns; i++) if (mask & (1u << i)) used[n_used++] = special[i];
			memcpy(&scratch, g, sizeof(game));
			if (nlegal == 64 || !payment_callback(&scratch, who, which, list, need, used, n_used, mil_only, mil_bonus)) continue;
			legal_mask[nlegal] = (int)mask;
			legal_need[nlegal] = need;
			nlegal++;
		}
	if (!nlegal)
	{
		/*
		 * Seen in BoW advanced games (Malevolent Lifeforms, one card in hand): the engine offered the
		 * world, but no payment passes its own check (its AI aborts here). Pay nothing and count it.
		 */
		unpayable++;
		*nl = *ns = 0;
		return;
	}
	k = rnd(nlegal);
	*ns = keep_masked(special, *ns, (unsigned)legal_mask[k]);
	choose_front(list, *nl, legal_need[k]);
	*nl = legal_need[k];
}

/* Goods to consume: a size in [min, max], then a subset, until the engine's goods_legal accepts it. */
static void random_goods(game *g, int who, int c_idx, int o_idx, int min, int max, int list[], int *nl)
{
	int offered[MAX_DECK], trial[MAX_DECK], n, i, tries, hi = max < *nl ? max : *nl;
	unsigned mask;

	memcpy(offered, list, sizeof(int) * *nl);
	for (tries = 0; tries < 200 && min <= hi; tries++)
	{
		n = min + rnd(hi - min + 1);
		memcpy(trial, offered, sizeof(int) * *nl);
		choose_front(trial, *nl, n);
		if (!goods_legal(g, who, c_idx, o_idx, min, max, trial, &n)) continue;
		memcpy(list, trial, sizeof(int) * n);
		*nl = n;
		return;
	}
	/* Rare constraints (kinds all different, goods stacked on one world): search every subset. */
	for (mask = 0; mask < (1u << *nl); mask++)
	{
		n = 0;
		for (i = 0; i < *nl; i++) if (mask & (1u << i)) trial[n++] = offered[i];
		if (n > max) continue;
		if (!goods_legal(g, who, c_idx, o_idx, min, max, trial, &n)) continue;
		memcpy(list, trial, sizeof(int) * n);
		*nl = n;
		return;
	}
	display_error("rftg-random: no legal goods\n");
	abort();
}

/* A defence: any subset of the powers, then hand cards as far as the engine's defend_callback accepts. */
static void random_defend(game *g, int who, int deficit, int list[], int *nl, int special[], int *ns)
{
	int trial_list[MAX_DECK], trial_special[MAX_DECK], n, s, tries;

	for (tries = 0; tries < 200; tries++)
	{
		memcpy(trial_special, special, sizeof(int) * *ns);
		s = keep_masked(trial_special, *ns, (unsigned)rnd(1 << *ns));
		memcpy(trial_list, list, sizeof(int) * *nl);
		n = *nl ? rnd(*nl + 1) : 0;
		choose_front(trial_list, *nl, n);
		memcpy(&scratch, g, sizeof(game));
		if (!defend_callback(&scratch, who, deficit, trial_list, n, trial_special, s)) continue;
		memcpy(list, trial_list, sizeof(int) * n);
		memcpy(special, trial_special, sizeof(int) * s);
		*nl = n;
		*ns = s;
		return;
	}
	*nl = *ns = 0;
}

/* A takeover: none, or a (target, power) pair the engine's takeover_callback accepts. */
static int random_takeover(game *g, int list[], int *nl, int special[], int *ns)
{
	int pick_world[MAX_DECK], pick_power[MAX_DECK], n = 0, i, j, k;

	for (i = 0; i < *ns; i++)
		for (j = 0; j < *nl; j++)
		{
			memcpy(&scratch, g, sizeof(game));
			if (!takeover_callback(&scratch, special[i], list[j])) continue;
			pick_world[n] = list[j];
			pick_power[n] = special[i];
			n++;
		}
	k = rnd(n + 1);
	if (k == n) return -1;
	special[0] = pick_power[k];
	*ns = 1;
	return pick_world[k];
}

/* An upgrade: none, or a (replacement, old world) pair the engine's upgrade_chosen accepts. */
static void random_upgrade(game *g, int who, int list[], int *nl, int special[], int *ns)
{
	int pick_new[MAX_DECK], pick_old[MAX_DECK], n = 0, i, j, k;

	for (i = 0; i < *ns; i++)
		for (j = 0; j < *nl; j++)
		{
			memcpy(&scratch, g, sizeof(game));
			if (!upgrade_chosen(&scratch, who, list[j], special[i])) continue;
			pick_new[n] = list[j];
			pick_old[n] = special[i];
			n++;
		}
	k = rnd(n + 1);
	if (k == n)
	{
		*nl = *ns = 0;
		return;
	}
	list[0] = pick_new[k];
	special[0] = pick_old[k];
	*nl = *ns = 1;
}

/* Cards from hand for a consume power: up to its `times` (none or two for "consume two"). */
static void random_consume_hand(game *g, int c_idx, int o_idx, int list[], int *nl)
{
	power *o_ptr, prestige_trade;
	int most, n;

	if (c_idx < 0)
	{
		/* The Prestige Trade bonus: up to two cards for 1 VP each. */
		prestige_trade.code = P4_DISCARD_HAND | P4_GET_VP;
		prestige_trade.times = 2;
		o_ptr = &prestige_trade;
	}
	else o_ptr = &g->deck[c_idx].d_ptr->powers[o_idx];
	if (o_ptr->code & P4_CONSUME_TWO) n = *nl >= 2 && rnd(2) ? 2 : 0;
	else
	{
		most = o_ptr->times < *nl ? o_ptr->times : *nl;
		n = rnd(most + 1);
	}
	choose_front(list, *nl, n);
	*nl = n;
}

static void random_choice(game *g, int who, int type, int list[], int *nl, int special[], int *ns, int arg1, int arg2, int arg3)
{
	player *p_ptr = &g->p[who];
	int *l_ptr, rv = 0, i, k;

	decisions_made++;
	switch (type)
	{
		case CHOICE_ACTION:
			random_action(g, who, list, arg1);
			break;
		case CHOICE_START:
			/* One of the start worlds dealt, and two cards from hand. */
			special[0] = special[rnd(*ns)];
			*ns = 1;
			choose_front(list, *nl, 2);
			*nl = 2;
			break;
		case CHOICE_DISCARD:
			/* The number asked, or every card offered when fewer are (an Explore that ran the deck dry). */
			k = arg1 < *nl ? arg1 : *nl;
			choose_front(list, *nl, k);
			*nl = k;
			break;
		case CHOICE_SAVE:
			k = rnd(*nl + 1);
			list[0] = k == *nl ? -1 : list[k];
			*nl = 1;
			break;
		case CHOICE_DISCARD_PRODUCE:
			/* None, or one card and one of the (windfall) worlds offered to produce on. */
			k = rnd(*nl + 1);
			if (k == *nl || !*ns) *nl = 0;
			else
			{
				list[0] = list[k];
				special[0] = special[rnd(*ns)];
				*nl = *ns = 1;
			}
			break;
		case CHOICE_DISCARD_PRESTIGE:
			/* None, or one card. */
			k = rnd(*nl + 1);
			if (k == *nl) *nl = 0;
			else
			{
				list[0] = list[k];
				*nl = 1;
			}
			break;
		case CHOICE_PLACE:
		case CHOICE_ANTE:
			k = rnd(*nl + 1);
			rv = k == *nl ? -1 : list[k];
			break;
		case CHOICE_KEEP:
			rv = list[rnd(*nl)];
			break;
		case CHOICE_PAYMENT:
			random_payment(g, who, arg1, list, nl, special, ns, arg2, arg3);
			break;
		case CHOICE_SETTLE:
		case CHOICE_TAKEOVER_PREVENT:
			/* None, or one of the powers offered (list and special are parallel). */
			k = rnd(*nl + 1);
			if (k == *nl) *nl = 0;
			else
			{
				list[0] = list[k];
				special[0] = special[k];
				*nl = 1;
			}
			break;
		case CHOICE_CONSUME:
		case CHOICE_PRODUCE:
			/* One of the powers offered: using one is not optional. */
			k = rnd(*nl);
			list[0] = list[k];
			special[0] = special[k];
			*nl = 1;
			break;
		case CHOICE_TRADE:
		case CHOICE_WINDFALL:
			list[0] = list[rnd(*nl)];
			*nl = 1;
			break;
		case CHOICE_TAKEOVER:
			rv = random_takeover(g, list, nl, special, ns);
			break;
		case CHOICE_DEFEND:
			random_defend(g, who, arg3, list, nl, special, ns);
			break;
		case CHOICE_UPGRADE:
			random_upgrade(g, who, list, nl, special, ns);
			break;
		case CHOICE_CONSUME_HAND:
			random_consume_hand(g, arg1, arg2, list, nl);
			break;
		case CHOICE_GOOD:
			random_goods(g, who, special[0], special[1], arg1, arg2, list, nl);
			break;
		case CHOICE_LUCKY:
			rv = 1 + rnd(7);
			break;
		case CHOICE_SEARCH_TYPE:
			do rv = rnd(MAX_SEARCH);
			while (g->takeover_disabled && rv == SEARCH_TAKEOVER);
			break;
		case CHOICE_SEARCH_KEEP:
			rv = rnd(2);
			break;
		case CHOICE_OORT_KIND:
			rv = GOOD_NOVELTY + rnd(GOOD_ALIEN - GOOD_NOVELTY + 1);
			break;
		default:
			display_error("rftg-random: unknown choice type\n");
			abort();
	}

	/* The answer goes into the choice log, where the engine reads it. */
	l_ptr = &p_ptr->choice_log[p_ptr->choice_size];
	*l_ptr++ = type;
	*l_ptr++ = rv;
	*l_ptr++ = nl ? *nl : 0;
	if (nl) for (i = 0; i < *nl; i++) *l_ptr++ = list[i];
	*l_ptr++ = ns ? *ns : 0;
	if (ns) for (i = 0; i < *ns; i++) *l_ptr++ = special[i];
	p_ptr->choice_size = l_ptr - p_ptr->choice_log;
}

static void no_op_init(game *g, int who, double factor) { (void)g; (void)who; (void)factor; }
static void no_op(game *g, int who) { (void)g; (void)who; }
static void no_op_prepare(game *g, int who, int phase, int arg) { (void)g; (void)who; (void)phase; (void)arg; }
static void no_op_sample(game *g, int who, int draw, int keep, int discard_any) { (void)g; (void)who; (void)draw; (void)keep; (void)discard_any; }

static decisions random_func = {
	.init = no_op_init,
	.notify_rotation = no_op,
	.prepare_phase = no_op_prepare,
	.make_choice = random_choice,
	.wait_answer = no_op,
	.explore_sample = no_op_sample,
	.game_over = no_op,
	.shutdown = no_op,
};

#define LOG_SIZE (1 << 16)

int main(int argc, char *argv[])
{
	static game g;
	char name[MAX_PLAYER][16];
	int i, j, players = 4, expansion = 0, advanced = 0, goals = 1, takeovers = 1, games = 100;
	unsigned int seed = 1;
	long rounds = 0;
	clock_t started;
	double seconds;

	for (i = 1; i < argc; i++)
	{
		if (!strcmp(argv[i], "-p") && i + 1 < argc) players = atoi(argv[++i]);
		else if (!strcmp(argv[i], "-e") && i + 1 < argc) expansion = atoi(argv[++i]);
		else if (!strcmp(argv[i], "-a")) advanced = 1;
		else if (!strcmp(argv[i], "-g") && i + 1 < argc) goals = atoi(argv[++i]);
		else if (!strcmp(argv[i], "-t") && i + 1 < argc) takeovers = atoi(argv[++i]);
		else if (!strcmp(argv[i], "-n") && i + 1 < argc) games = atoi(argv[++i]);
		else if (!strcmp(argv[i], "-r") && i + 1 < argc) seed = (unsigned)atoi(argv[++i]);
		else
		{
			fprintf(stderr, "usage: %s -p PLAYERS [-e EXPANSION] [-a] [-g 0|1] [-t 0|1] -n GAMES [-r SEED]\n", argv[0]);
			return 2;
		}
	}
	if (read_cards(NULL) < 0) return 1;
	bot_state += (uint64_t)seed * 0x2545f4914f6cdd1dULL; /* never zero: xorshift would stay there */
	if (!bot_state) bot_state = 1;

	g.num_players = players;
	g.expanded = expansion;
	g.advanced = advanced;
	g.goal_disabled = !goals;
	g.takeover_disabled = !takeovers;
	g.camp = NULL;
	g.random_seed = seed;
	for (i = 0; i < players; i++)
	{
		sprintf(name[i], "Player %d", i);
		g.p[i].name = name[i];
		g.p[i].control = &random_func;
		g.p[i].choice_log = malloc(sizeof(int) * LOG_SIZE);
	}

	started = clock();
	for (j = 0; j < games; j++)
	{
		for (i = 0; i < players; i++) g.p[i].choice_size = g.p[i].choice_pos = 0;
		init_game(&g);
		begin_game(&g);
		while (game_round(&g)) ;
		score_game(&g);
		declare_winner(&g);
		rounds += g.round;
		for (i = 0; i < players; i++)
			if (g.p[i].choice_size > LOG_SIZE / 2)
			{
				display_error("rftg-random: choice log nearly full\n");
				return 1;
			}
	}
	seconds = (double)(clock() - started) / CLOCKS_PER_SEC;

	printf("{\"players\":%d,\"expansion\":%d,\"advanced\":%d,\"goals\":%d,\"takeovers\":%d,\"games\":%d,\"decisions\":%ld,"
	       "\"decisionsPerGame\":%.1f,\"unpayable\":%ld,\"rounds\":%.2f,\"seconds\":%.3f,\"gamesPerSecond\":%.1f,\"usPerDecision\":%.3f}\n",
	       players, expansion, advanced, goals, takeovers, games, decisions_made, (double)decisions_made / games, unpayable, (double)rounds / games, seconds,
	       games / seconds, seconds * 1e6 / decisions_made);
	return 0;
}
