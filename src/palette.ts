/** The invitation's colours, for what the stylesheet cannot reach: images, the manifest, the unlock page, the cards. */
export const PALETTE = {
  paper: "#faf6ee",
  ink: "#1e2b25",
  inkSoft: "#44524a",
  gold: "#b08d57",
  goldText: "#7a5a22",
};
