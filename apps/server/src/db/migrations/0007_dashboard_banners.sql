-- The dashboard carousel shows up to five gallery images the admin picked, in order (docs/decisions/013).
ALTER TABLE "images" ADD COLUMN "banner_position" smallint;--> statement-breakpoint
CREATE UNIQUE INDEX "images_banner_position_key" ON "images" USING btree ("banner_position");--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_banner_position" CHECK ("images"."banner_position" between 1 and 5);