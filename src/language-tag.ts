export const baseOf = (language: string) => language.split("-")[0].toLowerCase();

export const regionOf = (language: string): string | undefined => language.split("-")[1];

export const segmentOf = (language: string) => language.toLowerCase();
