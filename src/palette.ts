/** The invitation's colours, for what the stylesheet cannot reach: images, the manifest, the unlock page, the cards. */
export const PALETTE = {
  paper: "#faf6ee",
  ink: "#1e2b25",
  inkSoft: "#44524a",
  gold: "#b08d57",
  goldText: "#7a5a22",
};

/** The game's colours that images are drawn in: a floor plan's pixel copy, in mana on the panel's night. */
export const GAME_PALETTE = {
  panel: "#1d1640",
  mana: "#6fe3ff",
};
