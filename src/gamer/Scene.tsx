/** On a phone's start screen the dusk reaches as high as a tablet's, so the first screen is not all night. */
export function Sky({ onStartScreen }: { onStartScreen: boolean }) {
  return (
    <>
      <div
        aria-hidden="true"
        data-scene-layer="sky"
        className={`scene-sky absolute inset-0 ${onStartScreen ? "sm:scene-start max-sm:[--sky-height:60rem]!" : ""}`}
      />
      {/* Stars and the moon only in the margins beside the page's column (64rem wide), never behind a title. */}
      <div
        aria-hidden="true"
        data-scene-layer="stars"
        className="scene-stars fixed top-0 left-0 hidden h-[60vh] w-[calc(50vw-34rem)] xl:block"
      />
      <div
        aria-hidden="true"
        data-scene-layer="stars"
        className="scene-stars fixed top-0 right-0 hidden h-[60vh] w-[calc(50vw-34rem)] xl:block"
      />
      <div
        aria-hidden="true"
        data-scene-layer="moon"
        className="scene-moon fixed top-24 right-[calc(25vw-17rem-3rem)] hidden size-24 xl:block"
      />
    </>
  );
}

export function Landscape({ onStartScreen }: { onStartScreen: boolean }) {
  return <div aria-hidden="true" className={`scene-landscape h-52 sm:h-78 ${onStartScreen ? "sm:hidden" : ""}`} />;
}
