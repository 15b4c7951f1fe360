CREATE TYPE "public"."idea_status" AS ENUM('SUBMITTED', 'UNDER_REVIEW', 'INCUBATING', 'DECLINED');--> statement-breakpoint
CREATE TABLE "idea_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_categories_name_uq" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "idea_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"idea_id" integer NOT NULL,
	"author_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idea_votes" (
	"idea_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_votes_pk" PRIMARY KEY("idea_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ideas" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"problem" text NOT NULL,
	"solution" text NOT NULL,
	"category_id" integer NOT NULL,
	"cover_pic" text NOT NULL,
	"author_id" integer NOT NULL,
	"status" "idea_status" DEFAULT 'SUBMITTED' NOT NULL,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"comment_count" integer DEFAULT 0 NOT NULL,
	"trending_score" double precision DEFAULT 0 NOT NULL,
	"feedback" text,
	"reviewed_by_id" integer,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leaderboard_settings" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_histogram" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"points" integer NOT NULL,
	"members" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "points_histogram_pk" PRIMARY KEY("period","period_start","points")
);
--> statement-breakpoint
CREATE TABLE "points_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"team_id" integer,
	"kind" text NOT NULL,
	"source_id" integer,
	"is_reversal" boolean DEFAULT false NOT NULL,
	"points" integer NOT NULL,
	"reason" text,
	"created_by_id" integer,
	"counted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "points_totals" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"user_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "points_totals_pk" PRIMARY KEY("period","period_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "team_points_totals" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"team_id" integer NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "team_points_totals_pk" PRIMARY KEY("period","period_start","team_id")
);
--> statement-breakpoint
ALTER TABLE "idea_comments" ADD CONSTRAINT "idea_comments_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_comments" ADD CONSTRAINT "idea_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_votes" ADD CONSTRAINT "idea_votes_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_votes" ADD CONSTRAINT "idea_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_category_id_idea_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."idea_categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ideas" ADD CONSTRAINT "ideas_reviewed_by_id_users_id_fk" FOREIGN KEY ("reviewed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leaderboard_settings" ADD CONSTRAINT "leaderboard_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_ledger" ADD CONSTRAINT "points_ledger_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "points_totals" ADD CONSTRAINT "points_totals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_points_totals" ADD CONSTRAINT "team_points_totals_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "idea_comments_idea_created_idx" ON "idea_comments" USING btree ("idea_id","created_at");--> statement-breakpoint
CREATE INDEX "idea_votes_user_idx" ON "idea_votes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ideas_trending_idx" ON "ideas" USING btree ("trending_score" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_created_idx" ON "ideas" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_votes_idx" ON "ideas" USING btree ("vote_count" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_author_created_idx" ON "ideas" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "ideas_status_created_idx" ON "ideas" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "ideas_category_idx" ON "ideas" USING btree ("category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "points_ledger_source_uq" ON "points_ledger" USING btree ("kind","source_id","user_id","is_reversal") WHERE "points_ledger"."source_id" is not null;--> statement-breakpoint
CREATE INDEX "points_ledger_user_created_idx" ON "points_ledger" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "points_totals_rank_idx" ON "points_totals" USING btree ("period","period_start","hidden","points" DESC NULLS FIRST,"user_id");--> statement-breakpoint
CREATE INDEX "team_points_totals_rank_idx" ON "team_points_totals" USING btree ("period","period_start","points" DESC NULLS FIRST,"team_id");