ALTER TABLE "client_addresses" ADD COLUMN "lat" double precision;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD COLUMN "lng" double precision;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD COLUMN "radius_m" integer DEFAULT 150 NOT NULL;--> statement-breakpoint
ALTER TABLE "client_addresses" ADD CONSTRAINT "client_addresses_site" CHECK (("client_addresses"."lat" is null) = ("client_addresses"."lng" is null) and "client_addresses"."lat" between -90 and 90 and "client_addresses"."lng" between -180 and 180 and "client_addresses"."radius_m" between 10 and 5000);