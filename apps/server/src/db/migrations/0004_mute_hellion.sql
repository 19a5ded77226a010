CREATE TABLE "play_results" (
	"id" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"player_id" text NOT NULL,
	"game_id" text NOT NULL,
	"source" text NOT NULL,
	"won" boolean NOT NULL,
	"score" integer NOT NULL,
	"duration_ms" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ogp_status" text NOT NULL,
	"ogp_points" integer DEFAULT 0 NOT NULL,
	"ogp_attempts" integer DEFAULT 0 NOT NULL,
	"ogp_next_attempt_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "play_results" ADD CONSTRAINT "play_results_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_results" ADD CONSTRAINT "play_results_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_results_ogp_due_idx" ON "play_results" USING btree ("ogp_next_attempt_at") WHERE "play_results"."ogp_status" = 'pending';--> statement-breakpoint
CREATE INDEX "play_results_session_idx" ON "play_results" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "play_results_player_idx" ON "play_results" USING btree ("player_id");