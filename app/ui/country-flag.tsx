// A country's flag (§R7): the SVG by lowercase country code from the flag host in the public
// configuration, the local fallback when it cannot be loaded (unknown code, host unreachable).
// Decorative beside the country's name, so it has no text of its own.
import { useEffect, useRef, useState } from 'react'
import { css } from 'styled-system/css'

export const flagFallbackSrc = `${import.meta.env.BASE_URL}images/flags/unknown.svg`

/** Where the flag of `code` is: `{base}/{code in lower case}.svg`. */
export function flagSrc(code: string, base: string) {
  return `${base.replace(/\/+$/, '')}/${code.toLowerCase()}.svg`
}

export function CountryFlag({ code, base, className }: { code: string; base: string; className?: string }) {
  const [failed, setFailed] = useState<string>()
  const image = useRef<HTMLImageElement>(null)
  // An image that failed before hydration fired its error event before React listened: check it once.
  useEffect(() => {
    const element = image.current
    if (element?.complete && element.naturalWidth === 0) setFailed(code)
  }, [code])
  return (
    <img
      ref={image}
      src={failed === code ? flagFallbackSrc : flagSrc(code, base)}
      onError={() => setFailed(code)}
      alt=""
      width={24}
      height={18}
      loading="lazy"
      className={className ?? css({ display: 'inline-block', w: '6', h: '4.5', objectFit: 'cover', borderRadius: 'xs', borderWidth: '1px', borderColor: 'border.default', flexShrink: 0 })}
    />
  )
}
