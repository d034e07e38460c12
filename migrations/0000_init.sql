CREATE TABLE "match_moves" (
	"match_id" text NOT NULL,
	"seq" integer NOT NULL,
	"seat" integer NOT NULL,
	"move" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_moves_match_id_seq_pk" PRIMARY KEY("match_id","seq")
);
--> statement-breakpoint
CREATE TABLE "match_seats" (
	"match_id" text NOT NULL,
	"seat" integer NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" text,
	"score" integer,
	"rank" integer,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_seats_match_id_seat_pk" PRIMARY KEY("match_id","seat")
);
--> statement-breakpoint
CREATE TABLE "match_snapshots" (
	"match_id" text NOT NULL,
	"seq" integer NOT NULL,
	"state" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_snapshots_match_id_seq_pk" PRIMARY KEY("match_id","seq")
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" text PRIMARY KEY NOT NULL,
	"game" text NOT NULL,
	"engine_version" text NOT NULL,
	"options" jsonb NOT NULL,
	"seed" text NOT NULL,
	"seat_count" integer NOT NULL,
	"visibility" text NOT NULL,
	"status" text NOT NULL,
	"move_count" integer DEFAULT 0 NOT NULL,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "match_moves" ADD CONSTRAINT "match_moves_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_seats" ADD CONSTRAINT "match_seats_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_snapshots" ADD CONSTRAINT "match_snapshots_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_seats_name_idx" ON "match_seats" USING btree ("name");--> statement-breakpoint
CREATE INDEX "matches_status_idx" ON "matches" USING btree ("status","game");--> statement-breakpoint
CREATE INDEX "matches_created_idx" ON "matches" USING btree ("created_at");