CREATE TABLE "ogp_daily_points" (
	"player_id" text NOT NULL,
	"game_id" text NOT NULL,
	"day" date NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"rounds" integer DEFAULT 0 NOT NULL,
	"last_granted" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "ogp_daily_points_player_id_game_id_day_pk" PRIMARY KEY("player_id","game_id","day")
);
--> statement-breakpoint
CREATE TABLE "ogp_send_slots" (
	"slot" smallint PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "play_results" ADD COLUMN "ogp_player_id" text;--> statement-breakpoint
ALTER TABLE "play_results" ADD COLUMN "ogp_last_error" text;--> statement-breakpoint
ALTER TABLE "players" ADD COLUMN "ogp_linked_id" text;--> statement-breakpoint
ALTER TABLE "ogp_daily_points" ADD CONSTRAINT "ogp_daily_points_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ogp_daily_points" ADD CONSTRAINT "ogp_daily_points_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_results_ogp_held_idx" ON "play_results" USING btree ("created_at") WHERE "play_results"."ogp_status" = 'held';