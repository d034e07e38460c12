ALTER TABLE "match_moves" ADD COLUMN "actor" text DEFAULT 'player' NOT NULL;--> statement-breakpoint
ALTER TABLE "match_seats" ADD COLUMN "abandoned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_seats" ADD COLUMN "bot_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "match_seats" ADD COLUMN "bot_from_move" integer;--> statement-breakpoint
ALTER TABLE "match_seats" ADD COLUMN "bot_moves" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "clock" jsonb;