import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { imagetools } from "vite-imagetools";

export default defineConfig({
  plugins: [
    tailwindcss(),
    // Resizes and re-encodes the photos at build time; strips EXIF (a phone's GPS among it).
    imagetools({ removeMetadata: true }),
    reactRouter(),
  ],
});
