CREATE TABLE "draft_games" (
	"id" text PRIMARY KEY NOT NULL,
	"player_id" text NOT NULL,
	"status" text NOT NULL,
	"payload" jsonb NOT NULL,
	"reference_image_url" text,
	"allowance_day" date,
	"attempts" integer DEFAULT 0 NOT NULL,
	"available_at" timestamp with time zone NOT NULL,
	"lease_token" text,
	"lease_until" timestamp with time zone,
	"game_id" text,
	"failure_message" text,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "draft_games" ADD CONSTRAINT "draft_games_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "draft_games" ADD CONSTRAINT "draft_games_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "draft_games_queue_idx" ON "draft_games" USING btree ("available_at") WHERE "draft_games"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "draft_games_lease_idx" ON "draft_games" USING btree ("lease_until") WHERE "draft_games"."status" = 'building';--> statement-breakpoint
CREATE INDEX "draft_games_player_idx" ON "draft_games" USING btree ("player_id");