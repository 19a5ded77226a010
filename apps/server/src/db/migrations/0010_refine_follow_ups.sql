ALTER TABLE "draft_games" ADD COLUMN "refine_base_version" integer;--> statement-breakpoint
ALTER TABLE "game_versions" ADD COLUMN "follow_ups" jsonb DEFAULT '[]'::jsonb NOT NULL;